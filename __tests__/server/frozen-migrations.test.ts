import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MIGRATIONS_DIR = path.join(__dirname, '..', '..', 'src', 'server', 'db', 'migrations');

/**
 * Every migration file, with the helper they share, as it ran on installations: a migration that has run is never
 * changed (the change goes in a new migration), nor is the helper (a later need gets a new helper file). A new file
 * joins this list with its hash.
 */
const FROZEN: Record<string, string> = {
  '0001-initial.ts': '79fa54a276263033f2376ff9d9816a2b939719bec9117a4d2339cd86c98e5ba8',
  '0002-catalogue-indexes.ts': '7c51fec4a98cc32a8e799742eca10341d1a92409c65c3b195b7ae1318cb039f1',
  '0003-login-failures.ts': '8216823a47e46ddef50ac202f9f581e447e4ce7c641bed6037f075818ce4ff6d',
  '0004-translations-and-site-content.ts': 'ee70689845aaf23ce0b27e9862d74f1a96400a4dc09106e00654aa78c793bd9b',
  '0005-enquiries.ts': '32f5b9af010496288a2d890e5e0a16bb90e469705f9b5e067f36156caa7c7f72',
  '0006-product-specifications.ts': '8f0d492edba3e316d83034ab435de45bacf9d27ac4df45eede4806721fcd72be',
  '0007-search-index.ts': '25a7169d65c390ab9b3f9049bf92aed3b960c18b0c217393fb4efbc5bfb6417d',
  '0008-used-form-tokens.ts': 'c26356b73c725cff3d4f18150d6a263d2e47e943cf43c160c0c9e0ae88a8f3d3',
  '0009-reset-code-tries.ts': '919218fa07d8e203636e34c723773f7701fc01f2f52e50da3dfbea05f1b24f63',
  '0010-staff-roles.ts': '1e2b42024732f87e1fb415e953778d78dfa1c43012e1e7711d38e5d9516f9277',
  '0011-activity.ts': 'bf8197951ba1bbf405632980474aca23c880cbf612fbf1cb49b7e37a14fc2cbd',
  '0012-staff-accounts.ts': '882570e573fbeeec0149fe7869bcf0e1253cf7386db7712730a918be07e5e84c',
  '0013-two-step-and-sessions.ts': '76cc8b2fe3f965053f72da2e36b026c31d74b2c5c3085bb7dbfe4f28f8700b95',
  '0014-job-queue.ts': 'c8b2e570de7e6f56bc135719bba20544ab9a67047fede9b2e18ec8b97ca8f087',
  '0015-article-states.ts': '6b7db7a9e25404c4be5e2cdff2da52ad35fbe1417846c24817d9edb083f14049',
  '0016-publication-states.ts': '711b72ff40233d6f176b0e09de80844eda52f28fb8a0edbffe67049d307a6a1b',
  '0017-pending-changes.ts': 'c963506a205b62ada9021b6b1ed86d4af8be8f8860a2a81c82cada8bd3f09019',
  'column-types.ts': 'ece04e48e0aad1dbcad036b80f2158200930f0af78403c29a0d220405fad2d37',
};

const sha256 = (file: string) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)))
    .digest('hex');

describe('the migrations, frozen once they have run', () => {
  it('are every file of the migrations folder, each listed with its hash', () => {
    expect(fs.readdirSync(MIGRATIONS_DIR).sort()).toEqual(Object.keys(FROZEN).sort());
  });

  it.each(Object.entries(FROZEN))('%s is as it ran', (file, hash) => {
    expect(sha256(file)).toBe(hash);
  });
});

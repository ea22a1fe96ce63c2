import { redactSecrets } from '@/client/features/qa/redactSecrets';
import { REDACTED } from '@/client/features/qa/snapshotFormat';

describe('redactSecrets', () => {
  it('hides what two-step sign-in sends and answers: challenge, code, setup and recovery codes', () => {
    const state = {
      api: {
        mutations: {
          a: { originalArgs: { challenge: 'eyJ.challenge', code: '246810' }, data: { two_step: { challenge: 'c-1' } } },
          b: { data: { qrSvg: '<svg/>', manualKey: 'ABCD EFGH', uri: 'otpauth://totp/Sinar:rina?secret=ABCD' } },
          c: { data: { recoveryCodes: ['abcde-fghij', 'klmno-pqrst'] } },
        },
      },
    };

    expect(redactSecrets(state, null)).toEqual({
      api: {
        mutations: {
          a: { originalArgs: { challenge: REDACTED, code: REDACTED }, data: { two_step: { challenge: REDACTED } } },
          b: { data: { qrSvg: REDACTED, manualKey: REDACTED, uri: REDACTED } },
          c: { data: { recoveryCodes: [REDACTED, REDACTED] } },
        },
      },
    });
  });

  it('keeps the code of an error answer, which the replayed screen says in words', () => {
    const error = {
      status: 400,
      data: { error: true, message: 'Wrong or used code', code: 'TWO_STEP_CODE_INVALID' },
    };
    const state = { api: { mutations: { a: { status: 'rejected', error, originalArgs: { code: '135791' } } } } };

    expect(redactSecrets(state, null)).toEqual({
      api: { mutations: { a: { status: 'rejected', error, originalArgs: { code: REDACTED } } } },
    });
  });

  it('still hides the token wherever it is, and a login answer’s access token', () => {
    const state = {
      auth: { token: 'tok.en.sig', username: 'rina' },
      api: {
        queries: { 'validateToken("tok.en.sig")': { data: { username: 'rina' } } },
        mutations: { a: { data: { token: { access_token: 'tok.en.sig', token_type: 'Bearer', expires_in: 3600 } } } },
      },
    };

    expect(redactSecrets(state, 'tok.en.sig')).toEqual({
      auth: { token: REDACTED, username: 'rina' },
      api: {
        queries: { [`validateToken("${REDACTED}")`]: { data: { username: 'rina' } } },
        mutations: { a: { data: { token: { access_token: REDACTED, token_type: 'Bearer', expires_in: 3600 } } } },
      },
    });
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../services/auth/tokens';
import { sweepOrphanDocuments } from '../services/catalogue/document-sweep';
import { createAcknowledger } from '../services/enquiries/acknowledgement';
import { createCvFiles } from '../services/enquiries/cv-files';
import { createFormGuard } from '../services/enquiries/form-guard';
import { notificationMessage, notificationRecipient } from '../services/enquiries/notification';
import { createEnquiryNotifier } from '../services/enquiries/notifier';
import { sweepOrphanUploads } from '../services/images/upload-sweep';
import { MAINTENANCE_CRON, MAINTENANCE_JOB, MAINTENANCE_LEASE_SECONDS, runMaintenance } from '../services/maintenance';
import { sweepTrash } from '../services/trash/trash';
import { createSubmissionCeiling } from '../services/enquiries/submission-ceiling';
import { acknowledgementMail } from '../services/mail/acknowledgement';
import { siteContent } from '../services/site-content';

const MB = 1024 * 1024;

/**
 * What the enquiry forms and the inbox need: `app.formGuard` (form tokens and the honeypot), `app.cvFiles` (the
 * private CV directory), `app.enquiryMail` (the staff's notifications, with retries), `app.enquirySubmissions` (what
 * storing a submission needs, the visitor's acknowledgement mail and the hourly ceiling included) and
 * the maintenance job (retention and orphan files, periodic on the job runner, which main.ts sets going). Closing the
 * app waits for the acknowledgements under way; the job runner waits for its own runs.
 */
export default fp(async function enquiries(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'formGuard',
    createFormGuard(resolveJwtSecret(config.jwtSecret, config.dataDir), {
      minFillSeconds: config.enquiries.minFillSeconds,
      usedTokens: { markUsed: (id, expiresAt) => app.repos.enquiries.markFormTokenUsed(id, expiresAt) },
    }),
  );
  const cvFiles = createCvFiles(config.cvDir);
  app.decorate('cvFiles', cvFiles);

  const content = siteContent(app.repos, config.site);
  const notifier = createEnquiryNotifier({
    enquiries: app.repos.enquiries,
    mailer: app.mailer,
    async compose(enquiry) {
      const { emails } = await content.read('settings');
      const to = notificationRecipient(emails, config.site.emails, enquiry.type);
      return notificationMessage(enquiry, to, config.publicUrl);
    },
    retryDelaysSeconds: config.enquiries.mailRetrySeconds,
    jobs: app.jobs,
    log: app.log,
  });
  app.decorate('enquiryMail', notifier);

  const acknowledger = createAcknowledger({
    mailer: app.mailer,
    async compose(enquiry) {
      const { emails, companyName } = await content.read('settings');
      const replyTo = notificationRecipient(emails, config.site.emails, enquiry.type);
      return { to: enquiry.email, replyTo, ...acknowledgementMail(enquiry, companyName) };
    },
    log: app.log,
  });
  app.decorate('enquirySubmissions', {
    enquiries: app.repos.enquiries,
    notifier,
    acknowledger,
    cvFiles,
    ceiling: createSubmissionCeiling(app.repos.enquiries, {
      perHour: config.enquiries.maxPerHour,
      cvBytesPerHour: config.enquiries.maxCvMbPerHour * MB,
    }),
  });

  app.jobs.define(
    MAINTENANCE_JOB,
    async () => {
      await runMaintenance(
        {
          enquiries: app.repos.enquiries,
          cvFiles,
          retentionMonths: config.enquiries.retentionMonths,
          sweepTrash: () => sweepTrash(app),
          activity: {
            records: app.repos.activity,
            retentionMonths: config.auditRetentionMonths,
            revisionMonths: config.revisions.retentionMonths,
          },
          sweepUploads: () => sweepOrphanUploads(app.repos.uploads, config.uploadsDir),
          sweepDocuments: () => sweepOrphanDocuments(app.repos.productDocuments, app.documentFiles),
          resumeNotifications: () => notifier.resumePending(),
        },
        app.log,
      );
    },
    { leaseSeconds: MAINTENANCE_LEASE_SECONDS, cron: MAINTENANCE_CRON },
  );

  app.addHook('onClose', () => acknowledger.close());
});

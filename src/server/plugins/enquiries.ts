import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../services/auth/tokens';
import { createCvFiles } from '../services/enquiries/cv-files';
import { createFormGuard } from '../services/enquiries/form-guard';
import { notificationMessage, notificationRecipient } from '../services/enquiries/notification';
import { createEnquiryNotifier } from '../services/enquiries/notifier';
import { scheduleEnquirySweeps } from '../services/enquiries/retention';
import { siteContent } from '../services/site-content';

/**
 * What the enquiry forms and the inbox need: `app.formGuard` (form tokens and the honeypot), `app.cvFiles` (the
 * private CV directory), `app.enquiryMail` (the staff's notifications, with retries) and `app.enquirySweeps` (the
 * retention sweep, which main.ts starts). Closing the app cancels their timers and waits for work under way.
 */
export default fp(async function enquiries(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'formGuard',
    createFormGuard(resolveJwtSecret(config.jwtSecret, config.dataDir), {
      minFillSeconds: config.enquiries.minFillSeconds,
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
    retryDelaysMs: config.enquiries.mailRetrySeconds.map((seconds) => seconds * 1000),
    log: app.log,
  });
  app.decorate('enquiryMail', notifier);

  const sweeps = scheduleEnquirySweeps(
    { enquiries: app.repos.enquiries, cvFiles, retentionMonths: config.enquiries.retentionMonths },
    app.log,
  );
  app.decorate('enquirySweeps', sweeps);

  app.addHook('onClose', async () => {
    await Promise.all([sweeps.stop(), notifier.close()]);
  });
});

import { http, type HttpHandler } from 'msw';
import type { ContactEnquiryBody, QuoteEnquiryBody } from '@/common/api/enquiries';
import { apiUrl, ok, okMessage } from './envelope';

let issued = 0;

/** GET /enquiries/form-token: a new token each time, `form-token-1`, `form-token-2`…, as the server signs one per form. */
export const formTokenHandler: HttpHandler = http.get(apiUrl('/enquiries/form-token'), () => {
  issued += 1;
  return ok('Form token', { token: `form-token-${issued}` });
});

/** The token the mock issued last. */
export const lastFormToken = () => `form-token-${issued}`;

export interface SentApplication {
  careerId: number;
  fields: Record<string, string>;
  cv: { name: string; type: string; size: number } | null;
}

/** What the public forms posted, in order. */
export interface SentEnquiries {
  contact: ContactEnquiryBody[];
  quote: QuoteEnquiryBody[];
  applications: SentApplication[];
}

function readApplication(careerId: number, form: FormData): SentApplication {
  const fields: Record<string, string> = {};
  let cv: SentApplication['cv'] = null;
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'cv') cv = { name: value.name, type: value.type, size: value.size };
  });
  return { careerId, fields, cv };
}

// The public forms answer a message only: what was received stays with the back office.
const created = () => okMessage('Enquiry received', { status: 201 });

/** Accepts every public form (201) and records what each one sent; a test overrides an answer with server.use. */
export function acceptEnquiries(server: { use: (...handlers: HttpHandler[]) => void }): SentEnquiries {
  const sent: SentEnquiries = { contact: [], quote: [], applications: [] };
  server.use(
    http.post(apiUrl('/enquiries/contact'), async ({ request }) => {
      sent.contact.push((await request.json()) as ContactEnquiryBody);
      return created();
    }),
    http.post(apiUrl('/enquiries/quote'), async ({ request }) => {
      sent.quote.push((await request.json()) as QuoteEnquiryBody);
      return created();
    }),
    http.post(apiUrl('/careers/:id/applications'), async ({ request, params }) => {
      sent.applications.push(readApplication(Number(params.id), await request.formData()));
      return created();
    }),
  );
  return sent;
}

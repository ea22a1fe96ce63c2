import type { SetupServer } from 'msw/node';
import { contractViolation } from './apiContract';

// Every JSON answer of a mock must be one the server could send: see apiContract.ts.
const violations: string[] = [];
const answersBeingChecked: Promise<void>[] = [];

async function checkAnswer(request: Request, response: Response): Promise<void> {
  // Files (downloads, images) and empty answers have no JSON schema to meet.
  if (!response.headers.get('content-type')?.includes('json')) return;
  const text = await response.clone().text();
  if (!text) return;
  const { method, url } = request;
  const violation = contractViolation({ method, url, status: response.status, body: JSON.parse(text) });
  if (violation) violations.push(violation);
}

/** Checks each answer the mock server gives from now on until its listeners are removed. */
export function checkMockAnswers(server: SetupServer): void {
  server.events.on('response:mocked', ({ request, response }) => {
    const checked = checkAnswer(request, response).catch((error: unknown) => {
      violations.push(`${request.method} ${request.url}: the answer could not be read: ${String(error)}`);
    });
    answersBeingChecked.push(checked);
  });
}

/** The answers found outside the contract since the last call, once every answer given so far is checked. */
export async function takeContractViolations(): Promise<string[]> {
  await Promise.all(answersBeingChecked.splice(0));
  return violations.splice(0);
}

import { DEBT_CSV_TEMPLATE } from '@paydown/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../kernel/deps.ts';
import { loadSessionUser } from '../../kernel/session.ts';
import { debtsCsv, exportFileName, paymentsCsv } from './service.ts';

// The CSV downloads are plain routes: tRPC answers only JSON. They need the session, so they are
// registered in the scope that has it (server.ts).

type CsvSource = (deps: Deps, userId: number) => Promise<string>;

export const CSV_DOWNLOADS: Record<string, { kind: string; source: CsvSource; summary: string }> = {
  '/api/export/debts.csv': {
    kind: 'debts',
    source: debtsCsv,
    summary: 'Every debt (paid ones too) as CSV, in the columns the import reads',
  },
  '/api/export/payments.csv': {
    kind: 'payments',
    source: paymentsCsv,
    summary: 'Payment history as CSV: debtName, paymentDate, amount, balanceAfter, suggestedDate',
  },
};

export async function registerDataRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  for (const [url, { kind, source }] of Object.entries(CSV_DOWNLOADS)) {
    app.get(url, async (req, reply) => {
      const user = await loadSessionUser(req, deps);
      if (!user) return reply.code(401).send({ message: 'You are not signed in.', code: 'UNAUTHORIZED' });
      const csv = await source(deps, user.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(kind, 'csv', deps.now())}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  }
  app.get('/api/import/debts/template.csv', async (_req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="paydown-debts-template.csv"')
      .send(DEBT_CSV_TEMPLATE),
  );
}

/** The plain routes in OpenAPI form, so the reference lists them beside the tRPC-generated ones. */
export function dataRoutesOpenApi(): Record<string, unknown> {
  const csv = (summary: string, description: string) => ({
    get: {
      tags: ['data'],
      summary,
      description,
      responses: {
        '200': { description: 'A CSV file (attachment)', content: { 'text/csv': { schema: { type: 'string' } } } },
        '401': { description: 'Not signed in' },
      },
    },
  });
  return {
    ...Object.fromEntries(
      Object.entries(CSV_DOWNLOADS).map(([url, { summary, kind }]) => [
        url.replace(/^\/api/, ''),
        csv(summary, `Sent as paydown-${kind}-YYYY-MM-DD.csv. Works in every plan state.`),
      ]),
    ),
    '/import/debts/template.csv': csv('A debts CSV template with the import columns and two example rows', 'No sign-in needed.'),
  };
}

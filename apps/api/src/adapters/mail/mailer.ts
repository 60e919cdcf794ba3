import type { DB } from '@paydown/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerClient } from 'postmark';
import type { Config } from '../../env.ts';
import { insertOutboxEmail, markOutboxEmailFailed, markOutboxEmailSent } from './queries.ts';

export interface OutgoingEmail {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  /** The one link that matters (confirmation, reset…): logged when no provider is configured. */
  primaryLink?: string;
  /**
   * The same step for an API client (primaryLink opens a web page, which does it from the browser):
   * logged next to primaryLink as a command line.
   */
  apiLink?: string;
  /** Extra headers (List-Unsubscribe…), sent through Postmark's Headers. */
  headers?: { name: string; value: string }[];
}

export interface Mailer {
  readonly provider: 'outbox' | 'postmark';
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * Every message is recorded in email_outbox first. With a Postmark token it is then sent through
 * Postmark's SDK (the outbox row records the result); without one, the server log gets one line
 * with the link so a local user can click it. A provider failure never fails the user's request.
 */
export function createMailer(db: Kysely<DB>, config: Config, log: FastifyBaseLogger): Mailer {
  const { postmarkToken, postmarkApiHost, from } = config.mail;
  // The SDK is loaded on the first email, not at start-up (most instances in development never send).
  let client: Promise<ServerClient> | undefined;
  const postmark = () =>
    (client ??= import('postmark').then(
      ({ ServerClient: Client }) =>
        new Client(
          postmarkToken ?? '',
          postmarkApiHost
            ? { requestHost: postmarkApiHost, useHttps: !/^(127\.|localhost)/.test(postmarkApiHost), timeout: 10 }
            : { timeout: 10 },
        ),
    ));

  return {
    provider: postmarkToken ? 'postmark' : 'outbox',
    async send(email) {
      const id = await insertOutboxEmail(db, {
        to: email.to,
        template: email.template,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
      });

      if (!postmarkToken) {
        // The link as its own field: development prints it on a line of its own (http/dev-log.ts).
        log.info(
          {
            ...(email.primaryLink ? { link: email.primaryLink } : {}),
            ...(email.apiLink ? { apiCall: `curl '${email.apiLink}'` } : {}),
          },
          `[mail] ${email.subject} -> ${email.to}`,
        );
        return;
      }
      try {
        await (
          await postmark()
        ).sendEmail({
          From: from,
          To: email.to,
          Subject: email.subject,
          TextBody: email.text,
          HtmlBody: email.html,
          MessageStream: 'outbound',
          Tag: email.template,
          ...(email.headers ? { Headers: email.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
        });
        await markOutboxEmailSent(db, { id, sentAt: new Date() });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: error, template: email.template }, 'email delivery failed');
        await markOutboxEmailFailed(db, { id, error: message.slice(0, 500) });
      }
    },
  };
}

/**
 * "E-mail me the sizer" (decision record 060): the printable sizer sent, as a PDF attached, to the
 * address a shopper types on a ring page. It mails anyone's address, so it is limited per client
 * and per recipient (rate-limits), carries nothing the requester typed but the address it goes
 * to, and links to nothing but the shop. It does the same work for every address and looks up no
 * account, so neither its answer nor its time tells whether the address belongs to a customer.
 * A transactional message the shopper asked for: no consent, no unsubscribe link.
 */
import type { Db } from '../../db/client.ts';
import { sendQueued, shopBaseUrl, type MailConfig, type MailMessage } from '../mail/index.ts';
import { limitSizerMail } from '../rate-limits/index.ts';
import { ringSizerPdf } from './sizer-pdf.ts';

export const SIZER_FILE_NAME = 'ring-sizer.pdf';

/** The message: a short how-to in the shop's voice, the PDF attached. */
function sizerMail(config: Pick<MailConfig, 'shopName' | 'publicUrl'>, email: string, pdf: Buffer): MailMessage {
  return {
    to: email,
    subject: `Your ${config.shopName} ring sizer`,
    text: [
      'Hello,',
      '',
      'Here is the ring sizer you asked for, attached as a PDF. Finding your size takes two minutes:',
      '',
      '1. Print it at 100% ("Actual size", never "Fit to page") and check its 50 mm bar with a ruler.',
      '2. Cut out the paper strip, wrap it snugly around the base of your finger and mark where its end meets.',
      '3. Read the mark in millimetres: that is your ring size, the inner circumference of the ring. Choose it on the ring’s page, in any system you like (US, UK, EU or JP).',
      '',
      'Have a ring that fits already? Lay it on the ruler and read its inside diameter, then find it in the table on the sizer. Between two sizes, choose the larger: fingers are a little larger in the warmth and at the end of the day.',
      '',
      'If you did not ask for this, you can ignore this message: we will not write again.',
      '',
      config.shopName,
      shopBaseUrl(config),
    ].join('\n'),
    attachments: [{ fileName: SIZER_FILE_NAME, contentType: 'application/pdf', content: pdf }],
  };
}

/** Counts the request against both limits, then queues the mail and delivers it now when it can (else the outbox retries it). */
export async function mailRingSizer(db: Db, config: MailConfig, input: { email: string; clientIp: string | undefined }): Promise<{ sentTo: string }> {
  await limitSizerMail(db, { clientIp: input.clientIp }, input.email);
  await sendQueued(db, config, sizerMail(config, input.email, await ringSizerPdf(config.shopName)));
  return { sentTo: input.email };
}

/**
 * The e-mail fields of every send operation and the form that fills them. The fields' type and
 * rules come from the contract's SendRequest (recipients are valid e-mails, at most 50 per list,
 * subject and body lengths); the form only turns what the user types into those fields.
 */
import { z } from 'zod';
// zod's config before the model's schema is built (zodSpanish.ts: no JIT under the portal's CSP).
import '../../lib/zodSpanish';
// The model's own module: the models' index would bring every model of the contract with it (some
// seventy modules of zod schemas built at load), into every screen that can send mail.
import { SendRequest } from '../../api/generated/model/sendRequest.zod';
import { mailTexts } from './mailTexts';

/** The contract's e-mail fields (toE, ccE, subjectE, body): what a send dialog hands to its caller. */
export const MailFields = SendRequest.pick({ toE: true, ccE: true, subjectE: true, body: true });
export type MailFields = z.output<typeof MailFields>;

/** What the user types: recipient lists as text. */
export const emptyMailForm = { toE: '', ccE: '', subjectE: '', body: '' };
export type MailFormValues = typeof emptyMailForm;

/**
 * Recipients as typed: addresses separated by ';' or ',' (Outlook and Gmail habits), spaces and line
 * breaks around them ignored.
 */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[;,\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The dialog's schema: text in, MailFields out. docs/product-rules.md#sends: an absent CC, subject or body is
 * null, not an empty string. 'Para' needs at least one address (the server refuses a send without).
 */
export const mailForm = z
  .object({ toE: z.string(), ccE: z.string(), subjectE: z.string(), body: z.string() })
  .transform((form, ctx): MailFields => {
    const toE = splitRecipients(form.toE);
    const ccE = splitRecipients(form.ccE);
    const mail = {
      toE,
      ccE: ccE.length > 0 ? ccE : null,
      subjectE: blankToNull(form.subjectE),
      body: blankToNull(form.body),
    };
    if (toE.length === 0) ctx.addIssue({ code: 'custom', path: ['toE'], message: mailTexts.toRequired });

    const parsed = MailFields.safeParse(mail);
    for (const issue of parsed.error?.issues ?? []) {
      const [field, index] = issue.path;
      const address = typeof index === 'number' ? mail[field as 'toE' | 'ccE']?.[index] : undefined;
      const tooMany = issue.code === 'too_big' && issue.origin === 'array';
      ctx.addIssue({
        code: 'custom',
        path: [String(field)],
        message:
          address !== undefined
            ? mailTexts.invalidAddress(address)
            : tooMany
              ? mailTexts.tooMany(Number(issue.maximum))
              : issue.message,
      });
    }
    return parsed.data ?? z.NEVER;
  });

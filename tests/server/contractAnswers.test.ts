/** The check every API test's answers go through (server/testing/contractAnswers.ts) catches what it should. */
import { describe, expect, it } from 'vitest';
import { ContractViolation, checkAnswerAgainstContract } from '../../server/testing/contractAnswers';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const download = (type: string, disposition?: string) =>
  new Response('bytes', {
    headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
  });

describe('checkAnswerAgainstContract', () => {
  it('passes a body of the operation’s generated schema', async () => {
    await checkAnswerAgainstContract('POST', '/ticketsGrid?x=1', json({ items: [], total: 0 }));
  });

  it('names the operation and the field of a body outside the contract', async () => {
    const answer = checkAnswerAgainstContract('POST', '/ticketsGrid', json({ items: [], total: -1 }));
    await expect(answer).rejects.toThrow(ContractViolation);
    await expect(answer).rejects.toThrow(/POST \/ticketsGrid \(ticketsGrid\)[\s\S]*total/);
  });

  it('leaves errors and paths outside the contract to their own tests', async () => {
    await checkAnswerAgainstContract('POST', '/ticketsGrid', json({ nada: true }, 400));
    await checkAnswerAgainstContract('GET', '/no-existe', json({ nada: true }));
  });

  it('wants a download in the contract’s media type, with a file name', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await checkAnswerAgainstContract(
      'POST',
      '/exportTickets',
      download(xlsx, 'attachment; filename="s.xlsx"'),
    );
    await expect(checkAnswerAgainstContract('POST', '/exportTickets', download(xlsx))).rejects.toThrow(
      /without a file name/,
    );
    await expect(
      checkAnswerAgainstContract(
        'POST',
        '/exportTickets',
        download('text/csv', 'attachment; filename="s.csv"'),
      ),
    ).rejects.toThrow(/answered text\/csv/);
  });

  it('takes a document of any type where the contract says octet-stream', async () => {
    const pdf = download('application/pdf', 'attachment; filename="f.pdf"');
    await checkAnswerAgainstContract('GET', '/downloadFile?filename=a.pdf', pdf);
  });
});

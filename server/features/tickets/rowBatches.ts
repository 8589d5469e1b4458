/** Rows already in memory as the one batch xlsxResponse's streaming writer reads. */
export async function* asOneBatch<Row>(rows: readonly Row[]): AsyncIterable<readonly Row[]> {
  yield rows;
}

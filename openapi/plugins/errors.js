/**
 * Every operation may answer an error the contract does not list one by one: a 500 (a bug), a 405
 * (a method the path does not have), 408/414/431 from the HTTP parser. They all come with the same
 * ErrorResponse body, so this decorator gives each operation a `default` answer with it when the
 * contract is bundled, instead of repeating it in all 157 operations. It reuses the operation's own
 * 400 answer's content (every operation lists a 400, tests/contract/coverage.test.ts checks it), so
 * the ErrorResponse reference resolves from the file the operation is written in.
 */
function defaultErrorResponse() {
  return {
    Operation: {
      leave(operation) {
        const responses = operation.responses;
        if (!responses || responses.default) return;
        const content = responses['400']?.content;
        if (!content) return;
        responses.default = {
          description: 'Cualquier otro error (p. ej. 405, 414, 500), con el mismo cuerpo ErrorResponse.',
          content,
        };
      },
    },
  };
}

export default function errorsPlugin() {
  return { id: 'errors', decorators: { oas3: { 'default-response': defaultErrorResponse } } };
}

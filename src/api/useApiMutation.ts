/**
 * A change made through a generated fetcher (a save, a delete, a row action), as a TanStack
 * `useMutation` with the portal's one policy: the success notice and the failure notice come from
 * src/lib/notices.ts, and once it is done the cached queries of the operation's OpenAPI tag are
 * invalidated (src/api/queryPolicy.ts), not every query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Notice, noticeDone, noticeFailed } from '../lib/notices';
import { callFetcher, type Fetcher } from './callFetcher';
import { invalidateTagOf } from './queryPolicy';

export interface ApiMutation<Variables, Result> {
  /** The generated fetcher the change goes through, and its arguments, for what `mutate` gets. */
  readonly request: (variables: Variables) => {
    readonly call: Fetcher<Result>;
    readonly args: readonly unknown[];
  };
  /** The success notice; none when absent or when it gives null (the screen says it itself). */
  readonly done?: Notice | ((answer: Result, variables: Variables) => Notice | null) | undefined;
  /** The failure notice's title; no notice when absent (the form shows the error beside its fields). */
  readonly failed?: string | undefined;
  readonly onSuccess?: (answer: Result, variables: Variables) => void;
}

export function useApiMutation<Variables, Result = unknown>(spec: ApiMutation<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Variables>({
    mutationFn: (variables) => {
      const { call, args } = spec.request(variables);
      return callFetcher(call, args);
    },
    onSuccess: (answer, variables) => {
      const notice = typeof spec.done === 'function' ? spec.done(answer, variables) : spec.done;
      if (notice) noticeDone(notice);
      // Not awaited: the screen is usable again (and shows the answer) at once, not once every
      // list of the tag has reloaded.
      void invalidateTagOf(queryClient, spec.request(variables).call);
      spec.onSuccess?.(answer, variables);
    },
    onError: (error) => {
      if (spec.failed) noticeFailed(spec.failed, error);
    },
  });
}

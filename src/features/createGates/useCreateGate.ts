/**
 * Whether the signed-in user may use a grid's create form (GridSpec `create.gate`). The request
 * gates read the user's own entry in the request permission lists (GET /requestpermissions); the
 * API refuses the create anyway, so this only spares the user a form that would be refused.
 */
import { useRequestPermissions } from '../../api/generated/requests/requests';
import type { CreateGate } from '../../language';

export interface CreateGateState {
  /** False while loading, on error, and for users the gate refuses. */
  allowed: boolean;
  loading: boolean;
  /** The permission lists answered and this user is not on the gate's: the screen says why. */
  refused: boolean;
}

const open: CreateGateState = { allowed: true, loading: false, refused: false };

export function useCreateGate(gate: CreateGate | undefined): CreateGateState {
  const permissions = useRequestPermissions({
    // The lists change only when an administrator edits them.
    query: { enabled: gate !== undefined, staleTime: 5 * 60_000 },
  });
  if (gate === undefined) return open;
  const granted = gate === 'raiseIncidence' ? permissions.data?.incidencias : permissions.data?.servicios;
  return { allowed: granted === true, loading: permissions.isPending, refused: granted === false };
}

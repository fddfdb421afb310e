import { useAtomValue } from 'jotai';
import { userInfoAtom } from '../../core/session/atoms';

/** The stable key of the role that holds every permission (`user_info.role_key`). */
export const SUPER_ROLE_KEY = 'super_admin';

/** Who is acting: what the administration panels need to know to grey out what the server would refuse. */
export type Actor = { userId: number; roleId: number; isSuper: boolean };

export function useActor(): Actor {
  const user = useAtomValue(userInfoAtom);
  return { userId: user?.id ?? 0, roleId: user?.role_id ?? 0, isSuper: user?.role_key === SUPER_ROLE_KEY };
}

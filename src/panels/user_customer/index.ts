import { panel } from '../../core/panels/types';

/** The agent's customers, registered with their invitation code (SPEC §7 Agents). */
export const userCustomerPanel = panel({
  id: 'user_customer',
  icon: 'people',
  load: () => import('./UserCustomerPanel'),
});

/** The role that keeps using the console while the site is under maintenance (SPEC §1). */
export const MAINTENANCE_EXEMPT_ROLE = 'super_admin';

/** Maintenance mode sends everyone but super administrators to `#/maintain`. */
export function isLockedByMaintenance(
  maintenance: boolean | undefined,
  roleKey: string | undefined,
): boolean {
  return maintenance === true && roleKey !== MAINTENANCE_EXEMPT_ROLE;
}

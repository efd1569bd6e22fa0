/**
 * The back office's API contract (issue #15; routes in docs/admin-api.md): zod schemas shared by the
 * server's /api/admin routes and the /admin pages. Grouped by subject in the admin-*.ts files.
 */
export * from './admin-audit';
export * from './admin-bookings';
export * from './admin-catalogue';
export * from './admin-orders';
export * from './admin-staff';

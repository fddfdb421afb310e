-- The visit writer updates the same rows batch after batch: the codes' and destinations' counters,
-- and the hourly, daily, address and per-combination rollups. With full pages each update writes
-- the row's new version to another page and adds an entry to every index of the table; with room
-- left on the page PostgreSQL keeps the new version beside the old one (a HOT update) and leaves
-- the indexes alone, since none of these counters is indexed. Pages written from now on keep 30 %
-- free; pages already full fill up their room as the old versions are cleared.
ALTER TABLE "codes" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "destinations" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "visit_hours" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "visit_days" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "code_ips" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "visit_profile_days" SET (fillfactor = 70);

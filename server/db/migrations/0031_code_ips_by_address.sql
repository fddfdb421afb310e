-- Nothing reads code_ips by last_visit, but every visit met again moved its row in that index: the
-- index goes, and with a fifth of each page free the row is updated in place (a HOT update), as
-- the counters are since 0030. The address report sums an address's rows over every code, which
-- read the whole table: it gets the index it needs.
DROP INDEX "code_ips_last_idx";--> statement-breakpoint
CREATE INDEX "code_ips_ip_idx" ON "code_ips" USING btree ("ip");--> statement-breakpoint
ALTER TABLE "code_ips" SET (fillfactor = 80);

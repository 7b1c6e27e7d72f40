-- /reservation-all at a million bookings (issue 15, bench/README.md): one trigram index for the search box (guest
-- name, email and booking code, folded; ASCII rows by lower() alone, which re-checks five times faster than
-- translate()), and one btree per sort ending in the id (the tie-break); the default sort's also holds the filtered
-- columns and the property index gains the id, so a filtered or licensee's count is an index-only scan. Built in the
-- migration's transaction: at a million bookings these take under a minute on the development VM, and writes to
-- bookings wait for them.
DROP INDEX "bookings_property_check_in_idx";--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ((case when octet_length((coalesce(guest_name, '') || chr(10) || coalesce(guest_email, '') || chr(10) || long_code)) = char_length((coalesce(guest_name, '') || chr(10) || coalesce(guest_email, '') || chr(10) || long_code)) then lower((coalesce(guest_name, '') || chr(10) || coalesce(guest_email, '') || chr(10) || long_code)) else translate(lower(coalesce(guest_name, '') || chr(10) || coalesce(guest_email, '') || chr(10) || long_code), 'āēīōūàáâäçèéêëìíîïñòóôöùúûü', 'aeiouaaaaceeeeiiiinoooouuuu') end) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_check_in_id_idx" ON "bookings" USING btree ("check_in","id","property_id","status","record_status","channel","check_out");--> statement-breakpoint
CREATE INDEX "bookings_check_out_id_idx" ON "bookings" USING btree ("check_out","id");--> statement-breakpoint
CREATE INDEX "bookings_booked_at_id_idx" ON "bookings" USING btree ("booked_at","id");--> statement-breakpoint
CREATE INDEX "bookings_total_id_idx" ON "bookings" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "bookings_guest_sort_idx" ON "bookings" USING btree ((case when octet_length((coalesce(guest_name, ''))) = char_length((coalesce(guest_name, ''))) then lower((coalesce(guest_name, ''))) else translate(lower(coalesce(guest_name, '')), 'āēīōūàáâäçèéêëìíîïñòóôöùúûü', 'aeiouaaaaceeeeiiiinoooouuuu') end),"id");--> statement-breakpoint
CREATE INDEX "bookings_property_check_in_idx" ON "bookings" USING btree ("property_id","check_in","id");
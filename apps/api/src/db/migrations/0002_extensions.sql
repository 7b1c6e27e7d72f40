-- Trigram search (property text) and GiST on plain columns (booking exclusion); both are contrib extensions on PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Trigram indexes (free-text filters) need pg_trgm: PGlite loads it as an extension, PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

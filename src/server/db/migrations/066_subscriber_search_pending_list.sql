-- Issue 24: the trigram index takes new rows into its pending list, and the insert that fills
-- the list moves it into the index in one go. At the default 4 MB that was every ~4,600 imported
-- rows, 100-150 ms of one insert statement on PGlite (no autovacuum cleans it there), holding the
-- one connection from every request; at 256 kB it is every ~250 rows and 5-10 ms, for about a
-- tenth more work in all (measured in the PGlite worker, CPU time, 200-row inserts).
alter index subscribers_search set (gin_pending_list_limit = 256);

-- Import files live in the installation's file storage (the local disk or an S3 bucket, issue 24)
-- rather than at a path on one server's disk: with several servers the import job may run on
-- another one than the upload. The key is relative to the storage (`imports/` on disk); files
-- uploaded before keep their name, which is where the disk storage finds them.
alter table subscriber_imports rename column file_path to file_key;
update subscriber_imports set file_key = regexp_replace(file_key, '^.*/', '');

-- Issue 22: a template's image header goes to Meta as a handle of its Resumable Upload API
-- (https://developers.facebook.com/docs/graph-api/guides/upload), not as a URL. The handle is kept
-- per template with the image it was made from, so a resubmission of the same image reuses it and
-- the in-process emulator learns it again at restart; a changed image is uploaded anew.
alter table whatsapp_templates add column header_handle text;
alter table whatsapp_templates add column header_handle_image text;

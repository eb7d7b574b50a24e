-- Issue 15 (hardening). Keys of the IP and audit hashes now come from the site secret, outside
-- the database (secrets.ts): the salts kept here are deleted, so a dump holds no key.
DELETE FROM "app_settings" WHERE "key" IN ('ip_hash_salt', 'audit_hash_salt');

-- A generated or administrator-set password must be replaced by its user before anything else.
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
-- Every process caches /api/me for a few seconds; a committed change of a balance, role or name tells them all
-- at once through LISTEN/NOTIFY (NOTIFY inside the writing transaction is delivered only when it commits).
CREATE OR REPLACE FUNCTION bookloom_notify_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] names the user id column of the table the trigger is on.
  PERFORM pg_notify('profile_events', to_jsonb(NEW) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_change AFTER UPDATE ON "profiles"
  FOR EACH ROW WHEN (OLD.credits IS DISTINCT FROM NEW.credits OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION bookloom_notify_profile_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_notify_name_change AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION bookloom_notify_profile_change('id');

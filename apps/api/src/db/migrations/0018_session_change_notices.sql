-- Every change to a session row or to an account tells listeners which one changed, whoever made it
-- (a service, a cascade, an operator's SQL): the embedded server keeps session reads in memory and
-- drops them on these notices (decision 0387). On PostgreSQL nothing listens for them yet; each
-- costs an entry in the notification queue at commit (a row update or delete, not a read).
CREATE FUNCTION kusasa_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION kusasa_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_session_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION kusasa_notify_session_change();

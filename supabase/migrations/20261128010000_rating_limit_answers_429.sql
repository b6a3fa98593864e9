-- The eleventh rating of a session within an hour is a rate limit, and says so: SQLSTATE PT429,
-- which PostgREST (and the local rpc stand-in, web/local-stack/rpcEndpoint.ts) answers with HTTP
-- 429, where 54000 made a hosted Data API answer 500. The function is otherwise as
-- 20261126000000_call_ratings.sql wrote it; `create or replace` keeps its grants.
create or replace function public.record_call_rating(session_id uuid, rating integer, comment text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  trimmed_comment constant text := nullif(btrim(record_call_rating.comment), '');
  recent integer;
begin
  if record_call_rating.rating is null or record_call_rating.rating not between 1 and 5 then
    raise exception 'rating must be 1 to 5' using errcode = '22023';
  end if;
  if char_length(trimmed_comment) > 500 then
    raise exception 'comment is too long'
      using errcode = '22023', detail = 'A comment has at most 500 characters.';
  end if;
  if record_call_rating.session_id is null or not exists (
    select 1 from public.email_subscribers as subscriber
     where subscriber.session_id = record_call_rating.session_id
  ) then
    raise exception 'no demo session' using errcode = '22023';
  end if;

  -- One rating of a session at a time, so that parallel calls cannot all pass the count.
  perform pg_advisory_xact_lock(hashtextextended(record_call_rating.session_id::text, 0));
  select count(*) into recent from public.call_ratings as rated
   where rated.session_id = record_call_rating.session_id
     and rated.created_at > now() - interval '1 hour';
  if recent >= 10 then
    raise exception 'too many ratings' using errcode = 'PT429';
  end if;

  insert into public.call_ratings (session_id, rating, comment)
  values (record_call_rating.session_id, record_call_rating.rating::smallint, trimmed_comment);
  return true;
end;
$$;

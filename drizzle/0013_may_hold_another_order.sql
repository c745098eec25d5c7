-- A customer holds at most a set number of unpaid orders that have not expired (a checkout's
-- orders count as one). This answers whether they may hold another, after taking a lock per
-- customer held until the transaction ends: so an order's own statement can check it. The count
-- runs after the lock with a snapshot of its own (a VOLATILE function's statements each see what
-- was committed when they start), so it sees every order of whoever held the lock before.
CREATE FUNCTION may_hold_another_order(customer text, max_unpaid integer) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('unpaid:' || customer, 0));
  RETURN (
    SELECT count(DISTINCT coalesce(checkout_id, id))
    FROM orders
    WHERE uid = customer AND NOT paid AND expired_at IS NULL
  ) < max_unpaid;
END
$$;

-- The tax table every database starts with (issue 32), inserted by this migration so that a
-- database has it without the demo seed; the shop's admin edits it later (PUT /api/tax/rates)
-- and no later start-up writes over that.
--
-- Rates: the Tax Foundation, "State and Local Sales Tax Rates, 2025" (rates as of
-- 1 January 2025), column "State Tax Rate": the statewide base rate only, no local rates.
-- States without a statewide sales tax are 0: AK, DE, MT, NH, OR.
--
-- Shipping: Avalara, "How to handle sales tax on shipping: A state-by-state guide" (updated
-- 2025), read for a shipping charge stated separately on the invoice and delivered by a common
-- carrier, as the shop's checkout does. Taxable (true) where the guide says shipping is taxable
-- in that case; where it is exempt, or taxable only when bundled into the price, false.
INSERT INTO "tax_rates" ("state", "rate", "shipping_taxable") VALUES
  ('AL', 4.000, false),
  ('AK', 0.000, false),
  ('AZ', 5.600, false),
  ('AR', 6.500, true),
  ('CA', 7.250, false),
  ('CO', 2.900, false),
  ('CT', 6.350, true),
  ('DE', 0.000, false),
  ('DC', 6.000, false),
  ('FL', 6.000, false),
  ('GA', 4.000, true),
  ('HI', 4.000, true),
  ('ID', 6.000, false),
  ('IL', 6.250, false),
  ('IN', 7.000, true),
  ('IA', 6.000, false),
  ('KS', 6.500, true),
  ('KY', 6.000, true),
  ('LA', 5.000, false),
  ('ME', 5.500, false),
  ('MD', 6.000, false),
  ('MA', 6.250, false),
  ('MI', 6.000, false),
  ('MN', 6.875, true),
  ('MS', 7.000, true),
  ('MO', 4.225, false),
  ('MT', 0.000, false),
  ('NE', 5.500, true),
  ('NV', 6.850, false),
  ('NH', 0.000, false),
  ('NJ', 6.625, true),
  ('NM', 4.875, true),
  ('NY', 4.000, true),
  ('NC', 4.750, true),
  ('ND', 5.000, true),
  ('OH', 5.750, true),
  ('OK', 4.500, false),
  ('OR', 0.000, false),
  ('PA', 6.000, true),
  ('RI', 7.000, true),
  ('SC', 6.000, true),
  ('SD', 4.200, true),
  ('TN', 7.000, true),
  ('TX', 6.250, true),
  ('UT', 6.100, false),
  ('VT', 6.000, true),
  ('VA', 5.300, false),
  ('WA', 6.500, true),
  ('WV', 6.000, true),
  ('WI', 5.000, true),
  ('WY', 4.000, false)
ON CONFLICT ("state") DO NOTHING;

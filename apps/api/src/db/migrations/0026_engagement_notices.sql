-- Notices of issue 16 (affiliate, support tickets, messages, flash-deal campaigns), allowed in one
-- migration so each part adds its own tables in a file of its own without redefining this list:
-- 1300 an affiliate earning credited, 1400 one reversed (the referred order was refunded);
-- 1500 support answered a ticket, 1600 the customer answered (to the assigned staff member);
-- 1700 a new message in a conversation; 1800/1900 a flash-deal enrolment approved/rejected.
ALTER TABLE notices DROP CONSTRAINT notices_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_type_check
  CHECK (type IN (100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200,
                  1300, 1400, 1500, 1600, 1700, 1800, 1900));

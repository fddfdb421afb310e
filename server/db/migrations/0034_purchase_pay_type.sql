-- A package is paid from the account's balance, not by a TRC20 transfer: orders of packages
-- bought before say so too (order type 2 = package, pay type 2 = balance).
UPDATE "orders" SET "pay_type" = 2 WHERE "type" = 2;

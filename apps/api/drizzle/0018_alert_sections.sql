ALTER TABLE "quick_panel_items" ADD COLUMN "section" text;--> statement-breakpoint
-- Demo accounts keep only what monitoring produced (ADR 0141): the invented events earlier releases seeded
-- (the only events without a source key) and the two seeded notes, as they were seeded, go.
DELETE FROM "quick_panel_items" WHERE "kind" = 'event' AND "source_key" IS NULL;--> statement-breakpoint
DELETE FROM "quick_panel_items" WHERE "kind" = 'note' AND "user_id" IN (SELECT "id" FROM "users" WHERE "email" LIKE '%@tirr.demo') AND (("title" = 'Pedir balance 2025 a Metalúrgica Andina' AND "detail" = 'Falta el último balance para recalcular su puntaje.') OR ("title" = 'Comparar FCI de liquidez inmediata' AND "detail" = 'Simular 30 días con ARS 500.000 en dos fondos money market antes de decidir.'));

ALTER TABLE `debate_participants` ADD `counted` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `votes` ADD `counted` integer DEFAULT false NOT NULL;
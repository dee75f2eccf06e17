import { VendureEntity, type DeepPartial } from "@vendure/core";
import { Column, Entity, Index } from "typeorm";

export interface ReturnedItem {
  sku: string;
  name: string;
  quantity: number;
  reason: string;
}

/** A shopper's request to send items of a paid order back: the team then emails the return label. */
@Entity()
export class ReturnRequest extends VendureEntity {
  constructor(input?: DeepPartial<ReturnRequest>) {
    super(input);
  }

  /** The order's code with R and a count (BS-261122-K4M7Q-R1), so that customer service finds both. */
  @Column({ type: "varchar", unique: true })
  returnNumber!: string;

  @Index()
  @Column({ type: "varchar" })
  orderCode!: string;

  @Column({ type: "varchar" })
  emailAddress!: string;

  @Column({ type: "varchar" })
  languageCode!: string;

  @Column({ type: "simple-json" })
  items!: ReturnedItem[];
}

/** A shopper who wants one email when a sold-out variant is back. */
@Entity()
@Index(["sku", "emailAddress"])
export class BackInStockRequest extends VendureEntity {
  constructor(input?: DeepPartial<BackInStockRequest>) {
    super(input);
  }

  @Index()
  @Column({ type: "varchar" })
  sku!: string;

  @Column({ type: "varchar" })
  emailAddress!: string;

  @Column({ type: "varchar" })
  languageCode!: string;

  /** The shopper's session, so that the product page can say "you are on the list". */
  @Column({ type: "varchar", nullable: true })
  sessionId!: string | null;

  /** When the email went out; null while the shopper is still waiting. */
  @Column({ type: Date, nullable: true })
  notifiedAt!: Date | null;
}

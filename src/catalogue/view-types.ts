import type { ContentLanguage } from "../content/localized";
import type { ColourChoice } from "./colour-choices";
import type { Currency } from "./schema";

/** A set in the cart as the shopper put it together: one SKU per chosen set of variants. */
export interface BundleLine {
  sku: string;
  colour: string;
  /** As many sets as the scarcest chosen variant allows. */
  stock: number;
}

export interface ViewContext {
  language: ContentLanguage;
  currency: Currency;
}

export interface ColourView {
  key: string;
  name: string;
  hex: string;
}

export interface ProductCard {
  handle: string;
  path: string;
  name: string;
  summary: string;
  price: number;
  currency: Currency;
  image: string;
  inStock: boolean;
  colours: ColourView[];
  category: string;
  rating?: number;
  reviewCount?: number;
}

interface VariantView {
  sku: string;
  colour: ColourView;
  size?: string;
  stock: number;
  image: string;
}

export interface BundleCard {
  handle: string;
  path: string;
  name: string;
  price: number;
  currency: Currency;
  image: string;
  /** What the items cost bought separately, and what the set saves on that (0 when nothing). */
  itemsTotal: number;
  saving: number;
}

export interface ProductView extends ProductCard {
  description: string;
  features: string[];
  care: string;
  variants: VariantView[];
  colourChoices: ColourChoice<ColourView>[];
  initialColour: string;
  categoryName: string;
  categoryPath: string;
  related: ProductCard[];
  bundles: BundleCard[];
  reviews: ReviewView[];
}

export interface ReviewView {
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  stars: number;
  text: string;
}

export interface CategoryView {
  handle: string;
  name: string;
  heroTitle: string;
  heroText: string;
  image: string;
  products: ProductCard[];
  /** Every colour's name, by key: a shared link may filter by a colour none of the products comes in. */
  colourNames: Record<string, string>;
}

interface BundleItemChoice {
  sku: string;
  colour: string;
  stock: number;
}

interface BundleItemView {
  /** The variant the set names; the shopper may choose another colour of the product. */
  sku: string;
  name: string;
  colour: string;
  path: string;
  image: string;
  price: number;
  choices: BundleItemChoice[];
}

export interface BundleView extends BundleCard {
  description: string;
  items: BundleItemView[];
  /** The cart line of the set as it comes, worked out at build time: what the page adds until a colour is chosen. */
  line: BundleLine;
}

export interface GuideCard {
  handle: string;
  path: string;
  title: string;
  summary: string;
  image: string;
}

export interface SectionView {
  heading: string;
  paragraphs: string[];
  /** To a page of the site (`/terms/`, without the language prefix), or `mailto:`/`tel:`. */
  links: { label: string; to: string }[];
}

export interface GuideView extends GuideCard {
  sections: SectionView[];
  products: ProductCard[];
}

export type ServicePageView = Pick<GuideView, "title" | "summary" | "sections">;

export interface HomeView {
  categories: { handle: string; path: string; name: string; image: string }[];
  featured: ProductCard[];
  bundles: BundleCard[];
  guides: GuideCard[];
}

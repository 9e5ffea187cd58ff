import { productInputSchema } from '@gear/contract/product-input';
import { type Product } from '@gear/contract/product';
import * as z from 'zod/mini';
import { SpecDraftsSchema } from './spec-rows';

/**
 * What the product form checks: the contract's product fields (title, description, category_id),
 * with the specifications as the editor's rows (`specRows`) instead of their JSON text; they become
 * the `specs` field when sent. `editing`: the stored product (its unchanged texts skip our added
 * limits, issue 14).
 */
export function productFormSchema(editing: Pick<Product, 'title' | 'description'> | null) {
  // A spread of the shape, not z.extend/z.omit: those would join the zod chunk public pages share.
  const { specs: _specs, ...fields } = productInputSchema(editing).shape;
  return z.strictObject({ ...fields, specRows: SpecDraftsSchema });
}

type ProductFormSchema = ReturnType<typeof productFormSchema>;
export type ProductFormValues = z.input<ProductFormSchema>;
export type ProductFormOutput = z.output<ProductFormSchema>;

import type { FastifyInstance } from 'fastify';
import {
  navigationCategories,
  visibleNavigation,
  type LeftNavTree,
  type ProductList,
  type ProductName,
} from '../../common/navigation';
import type { Database, Queryable } from '../db/database';
import { requireAccess } from '../plugins/auth';

/** The products the account has booked, by their order number. */
async function bookedProducts(db: Queryable, accountId: number) {
  return db.query<{ internalName: ProductName; orderNumber: string }>(
    `select internal_name as "internalName", order_number as "orderNumber"
     from account_products where account_id = $1 order by order_number`,
    [accountId],
  );
}

const moduleSchema = {
  type: 'object',
  properties: {
    configurationName: { type: 'string' },
    path: { type: ['string', 'null'] },
    right: { type: 'string' },
    active: { type: 'boolean' },
  },
} as const;

const treeSchema = {
  type: 'object',
  properties: {
    moduleTree: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          configurationName: { type: 'string' },
          modules: { type: 'array', items: moduleSchema },
        },
      },
    },
  },
} as const;

const productsSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { internalName: { type: 'string' }, orderNumber: { type: 'string' } },
      },
    },
  },
} as const;

/**
 * The left navigation and the product list (spec section 7, NavigationApi/Navigation). Only the
 * modules the caller's rights in the current account allow are answered; a module is `active`
 * when the account has booked its product.
 */
export async function navigationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/NavigationApi/Navigation/GetLeftNavTree',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Categories with the modules the user may use',
        response: { 200: treeSchema },
      },
    },
    async (request): Promise<LeftNavTree> => {
      const { accountId, rights } = requireAccess(request);
      const booked = new Set((await bookedProducts(db, accountId)).map((p) => p.internalName));
      const tree = navigationCategories.map((category) => ({
        configurationName: category.configurationName,
        modules: category.modules.map((module) => ({
          configurationName: module.configurationName,
          path: module.path,
          right: module.right,
          active: booked.has(module.product),
        })),
      }));
      return { moduleTree: visibleNavigation(tree, rights) };
    },
  );

  app.get(
    '/NavigationApi/Navigation/GetProducts',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Products the account has booked',
        response: { 200: productsSchema },
      },
    },
    async (request): Promise<ProductList> => ({
      products: await bookedProducts(db, requireAccess(request).accountId),
    }),
  );
}

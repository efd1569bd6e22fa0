import { useSearch } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import { searchProducts } from '../../domain/search';
import { useProducts } from '../../services/catalog';
import { ProductGrid } from '../home/product-grid';

/**
 * /search?q=…: every product whose name holds the text, the header search's full answer (its list
 * stops at 10). It reads the one shared catalogue request, so a search costs no extra call.
 */
export default function SearchPage() {
  const text = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const products = useProducts();
  const found =
    products.data &&
    searchProducts(
      products.data.map((product) => ({ ...product, name: product.attributes.name })),
      text,
      Infinity,
    );
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {text === '' ? <Trans>Search the products</Trans> : <Trans>Results for “{text}”</Trans>}
      </h1>
      <p role="status" className="mt-2 text-stone-600">
        {text === '' ? (
          <Trans>Type a product name in the search box.</Trans>
        ) : (
          found && <Plural value={found.length} _0="No product found" one="# product found" other="# products found" />
        )}
      </p>
      {text !== '' && (
        <div className="-mx-4">
          <ProductGrid
            key={text}
            headingId="search-results"
            title={<Trans>Products</Trans>}
            products={found}
            failure={products.isError ? products : undefined}
            empty={<Trans>Try a shorter word, or another spelling.</Trans>}
          />
        </div>
      )}
    </div>
  );
}

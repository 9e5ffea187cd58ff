import { QuotePage } from '@/features/quote/components/quote-page';

/** /quote: the quote list lives in the browser, so the server has nothing to read for it. */
export default QuotePage;

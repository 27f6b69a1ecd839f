import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';

/**
 * The voucher's Code 128 barcode as SVG (bwip-js, the renderer the labels use): bars of 3 px a module
 * and 18 mm tall with quiet zones, which a cashier's scanner reads on screen and on paper. The digits
 * are printed beside it by the voucher, grouped, rather than under the bars.
 */
export function OxxoBarcode({ value }: { value: string }) {
  const svg = useMemo(
    () =>
      code128(
        {
          bcid: 'code128',
          text: value,
          scale: 3,
          height: 18,
          includetext: false,
          paddingwidth: 10,
          paddingheight: 4,
          backgroundcolor: 'FFFFFF',
        },
        drawingSVG(),
      ),
    [value],
  );
  return (
    <div
      role="img"
      aria-label={`Código de barras de la referencia ${value}`}
      data-testid="oxxo-barcode"
      style={{ maxWidth: '100%', overflowX: 'auto', lineHeight: 0 }}
      // The SVG is bwip-js' own drawing of the reference's digits: no text of anyone else's in it.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

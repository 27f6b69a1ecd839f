import { escapeXml, spreadsheetXml } from './spreadsheet-xml';

describe('SpreadsheetML 2003 export', () => {
  it('escapes text and drops characters XML cannot hold', () => {
    expect(escapeXml('A & B <c> "d"\u0001')).toBe('A &amp; B &lt;c&gt; &quot;d&quot;');
  });

  it('writes typed numbers, strings that are never formulas and a bold header', () => {
    const xml = spreadsheetXml(
      'Sobrepesos',
      [{ header: 'Guía' }, { header: 'Costo', format: 'money' }],
      [
        ['=1+1', 80.5],
        ['8055', null],
      ],
    );
    expect(xml).toContain('<?mso-application progid="Excel.Sheet"?>');
    expect(xml).toContain('<Worksheet ss:Name="Sobrepesos">');
    expect(xml).toContain('<Cell ss:StyleID="header"><Data ss:Type="String">Guía</Data></Cell>');
    expect(xml).toContain('<Cell><Data ss:Type="String">=1+1</Data></Cell>');
    expect(xml).toContain('<Cell ss:StyleID="money"><Data ss:Type="Number">80.5</Data></Cell>');
    expect(xml).toContain('<Row><Cell><Data ss:Type="String">8055</Data></Cell><Cell/></Row>');
  });
});

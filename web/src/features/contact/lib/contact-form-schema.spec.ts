import { Messages } from '@envios/contracts';
import { contactErrorText } from './contact-answers';
import { ContactFormSchema } from './contact-form-schema';

const filled = {
  first_name: 'Ana',
  last_name: 'López',
  company_name: 'Tienda Ana',
  email: 'ana@tienda.mx',
  phone: '5512345678',
  web: '',
  message: 'Quiero cotizar',
  already_ships: '1',
  number_shipment: '40',
};

describe('ContactFormSchema', () => {
  it('sends the monthly shipments as a number when the visitor already ships', () => {
    expect(ContactFormSchema.parse(filled)).toEqual({
      first_name: 'Ana',
      last_name: 'López',
      company_name: 'Tienda Ana',
      email: 'ana@tienda.mx',
      phone: '5512345678',
      web: undefined,
      message: 'Quiero cotizar',
      number_shipment: 40,
    });
  });

  it('requires the monthly shipments only when the answer is Sí', () => {
    const yes = ContactFormSchema.safeParse({ ...filled, number_shipment: ' ' });
    expect(yes.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['number_shipment', 'Indica cuántos envíos haces al mes.'],
    ]);
    expect(
      ContactFormSchema.parse({ ...filled, already_ships: '0', number_shipment: '' }).number_shipment,
    ).toBe(undefined);
  });

  it('requires an answer to the yes/no question', () => {
    const result = ContactFormSchema.safeParse({ ...filled, already_ships: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['already_ships']);
  });
});

describe('contactErrorText', () => {
  it('says the message could not be sent for a 500 or a 404', () => {
    expect(contactErrorText({ status: 500, data: { message: 'Ocurrió un error' } })).toBe(
      Messages.contact.failed,
    );
    expect(contactErrorText({ status: 404, data: { message: 'x' } })).toBe(Messages.contact.failed);
  });

  it("shows the server's message for a 400", () => {
    expect(contactErrorText({ status: 400, data: { message: 'Introduce tu apellido.' } })).toBe(
      'Introduce tu apellido.',
    );
  });
});

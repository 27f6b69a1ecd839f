import { Controller } from '@nestjs/common';

/** Placeholder for GET /postalcodes, /postalcode and /postalcodes/{a}/{b}. */
@Controller()
export class PostalCodesController {}

/**
 * Real places for the demo history (SEPOMEX: postal code, settlement, city), every one of them in
 * the full catalogue and in the sample the quoting service bundles, so a portal without the full
 * catalogue still quotes them. One or more per state, weighted roughly by how much a business in
 * Monterrey would send there.
 */
export interface DemoPlace {
  postalCode: string;
  colony: string;
  city: string;
  weight: number;
}

export const DEMO_DESTINATIONS: readonly DemoPlace[] = [
  { postalCode: '06700', colony: 'Roma Norte', city: 'Ciudad de México', weight: 8 },
  { postalCode: '06600', colony: 'Juárez', city: 'Ciudad de México', weight: 5 },
  { postalCode: '03100', colony: 'Del Valle Centro', city: 'Ciudad de México', weight: 5 },
  { postalCode: '01000', colony: 'San Ángel', city: 'Ciudad de México', weight: 3 },
  { postalCode: '06760', colony: 'Roma Sur', city: 'Ciudad de México', weight: 2 },
  { postalCode: '08700', colony: 'Juventino Rosas', city: 'Ciudad de México', weight: 2 },
  { postalCode: '02519', colony: 'El Jagüey', city: 'Ciudad de México', weight: 2 },
  { postalCode: '44100', colony: 'Guadalajara Centro', city: 'Guadalajara', weight: 7 },
  { postalCode: '64000', colony: 'Monterrey Centro', city: 'Monterrey', weight: 4 },
  { postalCode: '66215', colony: 'San Pedro', city: 'San Pedro Garza García', weight: 3 },
  { postalCode: '72000', colony: 'Centro', city: 'Heroica Puebla de Zaragoza', weight: 4 },
  { postalCode: '72765', colony: 'Guadalupe', city: 'San Pedro Cholula', weight: 1 },
  { postalCode: '76000', colony: 'Centro', city: 'Santiago de Querétaro', weight: 4 },
  { postalCode: '76136', colony: 'José María Arteaga', city: 'Santiago de Querétaro', weight: 1 },
  { postalCode: '37320', colony: 'Obregón', city: 'León de los Aldama', weight: 3 },
  { postalCode: '36000', colony: 'Guanajuato Centro', city: 'Guanajuato', weight: 1 },
  { postalCode: '97000', colony: 'Mérida Centro', city: 'Mérida', weight: 3 },
  { postalCode: '97198', colony: 'Kukulcan', city: 'Mérida', weight: 1 },
  { postalCode: '22200', colony: 'Jardín Dorado', city: 'Tijuana', weight: 3 },
  { postalCode: '21000', colony: 'Centro Cívico', city: 'Mexicali', weight: 1 },
  { postalCode: '50000', colony: 'Toluca de Lerdo Centro', city: 'Toluca de Lerdo', weight: 2 },
  { postalCode: '31000', colony: 'Chihuahua Centro', city: 'Chihuahua', weight: 2 },
  { postalCode: '32434', colony: 'Jardines Campestre', city: 'Juárez', weight: 2 },
  { postalCode: '25000', colony: 'Saltillo Centro', city: 'Saltillo', weight: 3 },
  { postalCode: '78000', colony: 'San Luis Potosí Centro', city: 'San Luis Potosí', weight: 2 },
  { postalCode: '20000', colony: 'Aguascalientes Centro', city: 'Aguascalientes', weight: 2 },
  { postalCode: '83000', colony: 'Hermosillo Centro', city: 'Hermosillo', weight: 2 },
  { postalCode: '80000', colony: 'Centro', city: 'Culiacán Rosales', weight: 2 },
  { postalCode: '88687', colony: 'Revolución Verde', city: 'Reynosa', weight: 2 },
  { postalCode: '87000', colony: 'Ciudad Victoria Centro', city: 'Ciudad Victoria', weight: 1 },
  { postalCode: '91000', colony: 'Xalapa Enríquez Centro', city: 'Xalapa-Enríquez', weight: 2 },
  { postalCode: '58000', colony: 'Centro Histórico', city: 'Morelia', weight: 2 },
  { postalCode: '68000', colony: 'Oaxaca Centro', city: 'Oaxaca de Juárez', weight: 1 },
  { postalCode: '86000', colony: 'Villahermosa Centro', city: 'Villahermosa', weight: 1 },
  { postalCode: '29000', colony: 'Guadalupe', city: 'Tuxtla Gutiérrez', weight: 1 },
  { postalCode: '77000', colony: 'Chetumal Centro', city: 'Chetumal', weight: 1 },
  { postalCode: '62000', colony: 'Cuernavaca Centro', city: 'Cuernavaca', weight: 2 },
  { postalCode: '42000', colony: 'Centro', city: 'Pachuca de Soto', weight: 1 },
  { postalCode: '34000', colony: 'Herrera Leyva', city: 'Victoria de Durango', weight: 1 },
  { postalCode: '98000', colony: 'Zacatecas Centro', city: 'Zacatecas', weight: 1 },
  { postalCode: '23000', colony: 'Zona Central', city: 'La Paz', weight: 1 },
  {
    postalCode: '24000',
    colony: 'San Francisco de Campeche Centro',
    city: 'San Francisco de Campeche',
    weight: 1,
  },
  { postalCode: '28000', colony: 'Colima Centro', city: 'Colima', weight: 1 },
  { postalCode: '63000', colony: 'Tepic Centro', city: 'Tepic', weight: 1 },
  { postalCode: '90000', colony: 'Tlaxcala Centro', city: 'Tlaxcala de Xicohténcatl', weight: 1 },
  {
    postalCode: '39000',
    colony: 'Chilpancingo de los Bravos Centro',
    city: 'Chilpancingo de los Bravo',
    weight: 1,
  },
];

/** Who receives: people and businesses. */
export const DEMO_RECIPIENTS: readonly string[] = [
  'María Fernanda López',
  'José Luis Hernández',
  'Guadalupe Ramírez Soto',
  'Ferretería La Esperanza',
  'Juan Carlos Méndez',
  'Refaccionaria del Bajío',
  'Ana Sofía Gutiérrez',
  'Miguel Ángel Torres',
  'Papelería El Estudiante',
  'Laura Patricia Vega',
  'Distribuidora Peninsular',
  'Roberto Sánchez Ortiz',
  'Claudia Morales Ríos',
  'Abarrotes Don Chuy',
  'Alejandro Navarro',
  'Verónica Castañeda',
  'Taller Mecánico Hermanos Ruiz',
  'Fernando Aguilar Cruz',
  'Daniela Rosales',
  'Consultorio Dental Sonrisas',
  'Ricardo Domínguez',
  'Mónica Salinas Treviño',
  'Boutique Mariel',
  'Héctor Javier Campos',
  'Patricia Ibarra',
  'Comercial Ferretera del Golfo',
  'Eduardo Villarreal',
  'Sandra Luz Medina',
];

export const DEMO_STREETS: readonly string[] = [
  'Av. Juárez',
  'Calle Hidalgo',
  'Av. Revolución',
  'Calle Morelos',
  'Av. Insurgentes',
  'Calle 5 de Mayo',
  'Av. Benito Juárez',
  'Calle Allende',
  'Av. Constitución',
  'Calle Zaragoza',
  'Av. Universidad',
  'Calle Guerrero',
  'Av. Reforma',
  'Calle Madero',
  'Av. López Mateos',
  'Calle Matamoros',
];

export const DEMO_CONTENTS = {
  document: ['Documentos', 'Contratos firmados', 'Facturas originales', 'Estados de cuenta'],
  box: [
    'Refacciones automotrices',
    'Ropa y calzado',
    'Artículos de ferretería',
    'Muestras de producto',
    'Material de oficina',
    'Equipo electrónico',
    'Cosméticos',
    'Libros',
    'Herramienta eléctrica',
    'Juguetes',
  ],
  tarima: ['Mercancía en tarima', 'Rollos de cable', 'Material de construcción'],
} as const;

/**
 * The Spanish texts of the product, word for word from the specification (section 8 for messages,
 * section 5 for validation). Spellings are the product's own; do not "fix" them.
 */

/** The messaging app through which new accounts are told they were approved. */
export const APPROVAL_MESSAGING_APP = 'WhatsApp';

export const Messages = {
  login: {
    invalidCredentials: 'Correo y/o contraseña inválidos',
    /** The API answers 404 with this exact message for accounts pending approval. */
    notActiveCode: 'no active',
    notApproved: `Su cuenta aún no ha sido aprobada. Será notificado vía ${APPROVAL_MESSAGING_APP}.`,
    keepSession: 'Mantener sesión iniciada',
  },
  signup: {
    created: 'Su cuenta ha sido creada exitosamente.',
  },
  recovery: {
    unknownEmail: '¡Error! El correo no existe.',
    sent: '¡Éxito! Verifica tu correo para configurar tu nueva contraseña.',
  },
  reset: {
    success: (seconds: number) =>
      `Tu contraseña se ha actualizado con éxito. Serás redirigido al inicio de sesión en ${seconds} segundos.`,
  },
  tracking: {
    notFound: (guide: string) => `No se encontró la guía ${guide}.`,
    resultTitle: 'Resultado del Envío',
  },
  save: {
    failedTitle: 'Error',
    failed: 'Error al guardar el perfil',
  },
  incomplete: {
    title: 'Campos incompletos',
    message: 'Completa todos los campos obligatorios',
    group: (group: string) => `Debes completar todos los campos de ${group}.`,
  },
  noSession: 'Sin sessión',
  contact: {
    failed: 'Su mensaje no pudo ser enviado.',
    thanks: 'Gracias, tu mensaje llegó a su destino',
  },
  payment: {
    declinedTitle: 'Pago Declinado',
    declined: 'Hemos registrado un error durante el proceso de pago. Por favor intenta nuevamente más tarde.',
    noGuides:
      'Estimado usuario! No contamos con guías disponibles para este tipo de servicio en este momento.',
    loading: 'Cargando información de pago...',
  },
  shipments: {
    duplicated: 'Envios duplicados exitosamente.',
    deleted: 'Envios eliminados exitosamente.',
    empty: 'No hay envíos registrados',
    loading: 'Cargando Envío...',
  },
  reports: {
    failed: 'Error al generar el reporte',
    empty: 'No se encontraron envíos',
    loading: 'Cargando...',
  },
  users: { empty: 'No hay usuarios registrados' },
  clients: {
    choose: 'Selecciona un cliente para ver y asignar sus usuarios.',
    empty: 'No hay usuarios asignados a este cliente',
  },
  addresses: { empty: 'No hay direcciones registradas' },
  overweight: { empty: 'No hay registros de sobrepeso' },
  integrations: { confirmDelete: '¿Eliminar esta configuración?' },
  validation: {
    signinEmail: 'Debes introducir un correo electrónico válido',
    password: 'La contraseña debe tener entre 4 y 12 caracteres',
    firstName: 'Introduce tu nombre.',
    lastName: 'Introduce tu apellido.',
    email: 'Introduce un correo electrónico válido.',
    phone: 'Introduce un número de teléfono válido.',
    passwordMismatch: 'Las contraseñas no coinciden.',
  },
  /** Generic API texts for errors the specification does not word. */
  api: {
    validation: 'La solicitud contiene datos inválidos.',
    unauthorized: 'Debes iniciar sesión para continuar.',
    forbidden: 'No tienes permiso para realizar esta acción.',
    notFound: 'El recurso solicitado no existe.',
    routeNotFound: 'La ruta solicitada no existe.',
    rateLimited: 'Demasiadas solicitudes. Intenta nuevamente en unos momentos.',
    internal: 'Ocurrió un error inesperado. Intenta nuevamente más tarde.',
    serviceUnavailable: 'El servicio no está disponible en este momento. Intenta nuevamente más tarde.',
  },
} as const;

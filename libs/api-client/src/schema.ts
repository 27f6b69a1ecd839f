// Generated from /api/v2/openapi.json by libs/api-client/scripts/generate.ts. Do not edit.
export interface paths {
    "/api/v2/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wallet’s balance; with a test key, the test balance (POST /balance/refill fills it). */
        get: operations["AccountV2Controller_balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/balance/refill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test keys only: fills the test balance back up to 10000 MXN. A live key: 403 API_KEY.TEST_ONLY. */
        post: operations["AccountV2Controller_refill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a batch from up to 1,000 shipments (the batch file’s columns by key; origin and profile name a saved address and package profile). Each row is validated; with carrier_rule (cheapest, fastest, fixed, cheapest_within) each sound row is quoted and its carrier chosen. Nothing is charged until POST /batches/{id}/pay. */
        post: operations["BatchesV2Controller_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch with every row’s state, carrier, price, shipment and guide, and the labels’ progress. */
        get: operations["BatchesV2Controller_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/batches/{id}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every label of the batch that is made, in one file: pdf (letter, two 4x6 labels a page), pdf_4x6 or zpl (only for labels made in ZPL). */
        get: operations["BatchesV2Controller_labels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/batches/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays every row from the wallet: refused whole (409/422) before anything is made when a row has errors or no carrier, the rates expired or the balance does not cover the total; then each row is paid once, however often this is asked. Labels follow; batch.completed says when the last is made. */
        post: operations["BatchesV2Controller_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s event log, newest first: what its webhooks deliver, to reconcile. */
        get: operations["WebhooksV2Controller_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays shipments from the wallet, all or none, at the prices the server signed. Their labels are made next (GET /shipments/{id}, or the shipment.label_created webhook). */
        post: operations["AccountV2Controller_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pickups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pickups the key’s owner reaches, latest date first. */
        get: operations["PickupsV2Controller_list"];
        put?: never;
        /** Books a courier pickup of labelled guides of one carrier at one address (address: {saved_id} or the address itself), on a date and window within the carrier’s rules (collection days, same-day cut-off, one pickup per address and day). Errors are 4xx with a stable code (PICKUP.*). */
        post: operations["PickupsV2Controller_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pickups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pickup: status (scheduled, collected, missed, cancelled), guides, window, history. */
        get: operations["PickupsV2Controller_get"];
        /** Moves a pickup to another date, window or address: cancelled and booked again where the carrier allows it; a missed pickup is booked again. */
        put: operations["PickupsV2Controller_reschedule"];
        post?: never;
        /** Cancels a scheduled pickup (where the carrier allows it) or a missed one. */
        delete: operations["PickupsV2Controller_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pickups/{id}/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pickup’s manifest (PDF) for the courier to sign. */
        get: operations["PickupsV2Controller_manifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rates of every carrier for these parcels, cheapest first, each priced for this account and signed: its id is what POST /shipments takes. */
        post: operations["AccountV2Controller_rates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/settings/label-format": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The format of the labels made from now on: pdf (letter), pdf_4x6 or zpl. */
        put: operations["ShipmentsV2Controller_setLabelFormat"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s shipments, newest first, `limit` (1–100) at a time; `next_cursor` is where the next page starts, and holds its place when shipments are added or deleted. */
        get: operations["ShipmentsV2Controller_list"];
        put?: never;
        /** Creates an unpaid shipment from a rate id (POST /rates) or with carrier_rule (cheapest, fastest) over a fresh quote. The price is the signed rate’s. */
        post: operations["ShipmentsV2Controller_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shipment: state, label, tracking. Another account’s: 404. */
        get: operations["ShipmentsV2Controller_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shipments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Voids the guide at the carrier and refunds its price to the wallet (paid, not moving yet, within 7 days). Cancelling twice answers the cancelled shipment. */
        post: operations["ShipmentsV2Controller_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shipments/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The label file in the format it was made in (pdf, pdf_4x6 or zpl, chosen with PUT /settings/label-format before paying). 409 GUIDE.NOT_READY while it is being made. */
        get: operations["ShipmentsV2Controller_label"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tracking/{guide}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guide’s tracking: its status in one vocabulary for every carrier, and its events. */
        get: operations["AccountV2Controller_tracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tracking/{guide}/recipient-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the recipient’s page shows: the sender’s business name and logo, carrier and its link, status, expected date and events. No prices, no addresses. */
        get: operations["RecipientPageV2Controller_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhook-deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends one delivery’s event again (same event id), as a new delivery. */
        post: operations["WebhooksV2Controller_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s webhook endpoints (never their secrets). */
        get: operations["WebhooksV2Controller_list"];
        put?: never;
        /** Creates an endpoint for the event types chosen; the answer carries its signing secret this once. The URL must be https and resolve to public addresses. */
        post: operations["WebhooksV2Controller_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an endpoint: it receives nothing more; its delivery log is kept. */
        delete: operations["WebhooksV2Controller_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log, newest first: status, attempts, latency, the response code and its first 500 characters. */
        get: operations["WebhooksV2Controller_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhook-endpoints/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends again every event of its types between from and to (at most 1,000). */
        post: operations["WebhooksV2Controller_replayRange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret, answered once; for 24 h each delivery carries a second v1 signature with the previous one. */
        post: operations["WebhooksV2Controller_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            code: string;
            correlationId?: string;
            details?: {
                message: string;
                path: string;
            }[];
            message: string;
            statusCode: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AccountV2Controller_balance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                        /** @enum {string} */
                        mode: "live" | "test";
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountV2Controller_refill: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                        /** @enum {string} */
                        mode: "live" | "test";
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BatchesV2Controller_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Una clave por operación (1–255 caracteres): repetir la solicitud con ella devuelve la misma respuesta. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carrier_rule?: {
                        /** @enum {string} */
                        carrier?: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        max_days?: number;
                        min_on_time?: number;
                        /** @enum {string} */
                        rule: "cheapest" | "fastest" | "fixed" | "cheapest_within" | "cheapest_on_time";
                        service?: string;
                    };
                    shipments: {
                        city?: string | number;
                        colony?: string | number;
                        content?: string | number;
                        declared_value?: string | number;
                        email?: string | number;
                        height?: string | number;
                        interior?: string | number;
                        length?: string | number;
                        name?: string | number;
                        number?: string | number;
                        order?: string | number;
                        origin?: string | number;
                        package_type?: string | number;
                        phone?: string | number;
                        postal_code?: string | number;
                        profile?: string | number;
                        reference?: string | number;
                        street?: string | number;
                        weight?: string | number;
                        width?: string | number;
                    }[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrier_rule: {
                            carrier: ("DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM") | null;
                            max_days: number | null;
                            min_on_time?: number | null;
                            quote_expires_at: string;
                            /** @enum {string} */
                            rule: "cheapest" | "fastest" | "fixed" | "cheapest_within" | "cheapest_on_time";
                            service: string | null;
                        } | null;
                        completed_at: string | null;
                        counts: {
                            no_option: number;
                            ready: number;
                            rows: number;
                            with_errors: number;
                        };
                        created_at: string;
                        id: string;
                        paid_at: string | null;
                        progress: {
                            labels_created: number;
                            labels_failed: number;
                            labels_pending: number;
                            unpaid: number;
                        } | null;
                        rows: {
                            carrier: ("DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM") | null;
                            duplicate_of: number | null;
                            errors: {
                                code: string;
                                /** @enum {string} */
                                column: "order" | "origin" | "name" | "phone" | "email" | "street" | "number" | "interior" | "colony" | "postal_code" | "city" | "reference" | "package_type" | "profile" | "weight" | "length" | "width" | "height" | "content" | "declared_value";
                                message: string;
                            }[];
                            guide_number: string | null;
                            no_option_reason: string | null;
                            order: string | null;
                            price?: {
                                amount: number;
                                /** @constant */
                                currency: "MXN";
                            };
                            row: number;
                            service_code: string | null;
                            shipment_id: string | null;
                            /** @enum {string} */
                            status: "error" | "pending" | "no_option" | "ready" | "unpaid" | "paid" | "generated" | "failed";
                            transit_days: number | null;
                        }[];
                        /** @enum {string} */
                        state: "draft" | "paying" | "paid";
                        total?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BatchesV2Controller_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrier_rule: {
                            carrier: ("DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM") | null;
                            max_days: number | null;
                            min_on_time?: number | null;
                            quote_expires_at: string;
                            /** @enum {string} */
                            rule: "cheapest" | "fastest" | "fixed" | "cheapest_within" | "cheapest_on_time";
                            service: string | null;
                        } | null;
                        completed_at: string | null;
                        counts: {
                            no_option: number;
                            ready: number;
                            rows: number;
                            with_errors: number;
                        };
                        created_at: string;
                        id: string;
                        paid_at: string | null;
                        progress: {
                            labels_created: number;
                            labels_failed: number;
                            labels_pending: number;
                            unpaid: number;
                        } | null;
                        rows: {
                            carrier: ("DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM") | null;
                            duplicate_of: number | null;
                            errors: {
                                code: string;
                                /** @enum {string} */
                                column: "order" | "origin" | "name" | "phone" | "email" | "street" | "number" | "interior" | "colony" | "postal_code" | "city" | "reference" | "package_type" | "profile" | "weight" | "length" | "width" | "height" | "content" | "declared_value";
                                message: string;
                            }[];
                            guide_number: string | null;
                            no_option_reason: string | null;
                            order: string | null;
                            price?: {
                                amount: number;
                                /** @constant */
                                currency: "MXN";
                            };
                            row: number;
                            service_code: string | null;
                            shipment_id: string | null;
                            /** @enum {string} */
                            status: "error" | "pending" | "no_option" | "ready" | "unpaid" | "paid" | "generated" | "failed";
                            transit_days: number | null;
                        }[];
                        /** @enum {string} */
                        state: "draft" | "paying" | "paid";
                        total?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BatchesV2Controller_labels: {
        parameters: {
            query?: {
                format?: "pdf" | "pdf_4x6" | "zpl";
            };
            header?: never;
            path: {
                /** @description The batch’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zpl": string;
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BatchesV2Controller_pay: {
        parameters: {
            query?: never;
            header: {
                /** @description Una clave por operación (1–255 caracteres): repetir la solicitud con ella devuelve la misma respuesta. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The batch’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default wallet
                     * @enum {string}
                     */
                    method?: "wallet";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrier_rule: {
                            carrier: ("DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM") | null;
                            max_days: number | null;
                            min_on_time?: number | null;
                            quote_expires_at: string;
                            /** @enum {string} */
                            rule: "cheapest" | "fastest" | "fixed" | "cheapest_within" | "cheapest_on_time";
                            service: string | null;
                        } | null;
                        completed_at: string | null;
                        counts: {
                            no_option: number;
                            ready: number;
                            rows: number;
                            with_errors: number;
                        };
                        created_at: string;
                        id: string;
                        paid_at: string | null;
                        progress: {
                            labels_created: number;
                            labels_failed: number;
                            labels_pending: number;
                            unpaid: number;
                        } | null;
                        rows: {
                            carrier: ("DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM") | null;
                            duplicate_of: number | null;
                            errors: {
                                code: string;
                                /** @enum {string} */
                                column: "order" | "origin" | "name" | "phone" | "email" | "street" | "number" | "interior" | "colony" | "postal_code" | "city" | "reference" | "package_type" | "profile" | "weight" | "length" | "width" | "height" | "content" | "declared_value";
                                message: string;
                            }[];
                            guide_number: string | null;
                            no_option_reason: string | null;
                            order: string | null;
                            price?: {
                                amount: number;
                                /** @constant */
                                currency: "MXN";
                            };
                            row: number;
                            service_code: string | null;
                            shipment_id: string | null;
                            /** @enum {string} */
                            status: "error" | "pending" | "no_option" | "ready" | "unpaid" | "paid" | "generated" | "failed";
                            transit_days: number | null;
                        }[];
                        /** @enum {string} */
                        state: "draft" | "paying" | "paid";
                        total?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_events: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                type?: "shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            data: {
                                [key: string]: unknown;
                            };
                            id: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            type: "shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountV2Controller_pay: {
        parameters: {
            query?: never;
            header: {
                /** @description Una clave por pago: repetirlo con ella no cobra dos veces. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shipment_ids: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                        balance?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                        paid: string[];
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PickupsV2Controller_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        docs: {
                            address: {
                                city: string;
                                colony: string;
                                int_number?: string | null;
                                name: string;
                                number: string;
                                phone: string;
                                postal_code: string;
                                reference?: string | null;
                                state_short?: string | null;
                                street: string;
                            };
                            can_cancel: boolean;
                            can_reschedule: boolean;
                            cancelled_at: string | null;
                            /** @enum {string} */
                            carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                            carrier_name: string;
                            collected_at: string | null;
                            confirmation_number: string;
                            created_at: string;
                            date: string;
                            guides: {
                                destination: string;
                                guide: string;
                                pieces: number;
                                postal_code: string;
                                recipient: string;
                                shipment_id: string;
                                weight_kg: number;
                            }[];
                            history: {
                                /** @enum {string} */
                                action: "scheduled" | "rescheduled" | "cancelled" | "collected" | "missed";
                                at: string;
                                confirmation_number: string | null;
                                date: string;
                                window: {
                                    close: string;
                                    ready: string;
                                };
                            }[];
                            id: string;
                            missed_at: string | null;
                            owner: string;
                            pieces: number;
                            /** @enum {string} */
                            status: "scheduled" | "collected" | "missed" | "cancelled";
                            status_label: string;
                            updated_at: string;
                            weight_kg: number;
                            window: {
                                close: string;
                                ready: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PickupsV2Controller_create: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: {
                        saved_id: string;
                    } | {
                        city: string;
                        colony: string;
                        int_number?: string | null;
                        name: string;
                        number: string;
                        phone: string;
                        postal_code: string;
                        reference?: string | null;
                        state_short?: string | null;
                        street: string;
                    };
                    /** @enum {string} */
                    carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                    date: string;
                    guides: string[];
                    window: {
                        close: string;
                        ready: string;
                    };
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            colony: string;
                            int_number?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            state_short?: string | null;
                            street: string;
                        };
                        can_cancel: boolean;
                        can_reschedule: boolean;
                        cancelled_at: string | null;
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        carrier_name: string;
                        collected_at: string | null;
                        confirmation_number: string;
                        created_at: string;
                        date: string;
                        guides: {
                            destination: string;
                            guide: string;
                            pieces: number;
                            postal_code: string;
                            recipient: string;
                            shipment_id: string;
                            weight_kg: number;
                        }[];
                        history: {
                            /** @enum {string} */
                            action: "scheduled" | "rescheduled" | "cancelled" | "collected" | "missed";
                            at: string;
                            confirmation_number: string | null;
                            date: string;
                            window: {
                                close: string;
                                ready: string;
                            };
                        }[];
                        id: string;
                        missed_at: string | null;
                        owner: string;
                        pieces: number;
                        /** @enum {string} */
                        status: "scheduled" | "collected" | "missed" | "cancelled";
                        status_label: string;
                        updated_at: string;
                        weight_kg: number;
                        window: {
                            close: string;
                            ready: string;
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PickupsV2Controller_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pickup’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            colony: string;
                            int_number?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            state_short?: string | null;
                            street: string;
                        };
                        can_cancel: boolean;
                        can_reschedule: boolean;
                        cancelled_at: string | null;
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        carrier_name: string;
                        collected_at: string | null;
                        confirmation_number: string;
                        created_at: string;
                        date: string;
                        guides: {
                            destination: string;
                            guide: string;
                            pieces: number;
                            postal_code: string;
                            recipient: string;
                            shipment_id: string;
                            weight_kg: number;
                        }[];
                        history: {
                            /** @enum {string} */
                            action: "scheduled" | "rescheduled" | "cancelled" | "collected" | "missed";
                            at: string;
                            confirmation_number: string | null;
                            date: string;
                            window: {
                                close: string;
                                ready: string;
                            };
                        }[];
                        id: string;
                        missed_at: string | null;
                        owner: string;
                        pieces: number;
                        /** @enum {string} */
                        status: "scheduled" | "collected" | "missed" | "cancelled";
                        status_label: string;
                        updated_at: string;
                        weight_kg: number;
                        window: {
                            close: string;
                            ready: string;
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PickupsV2Controller_reschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pickup’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: {
                        saved_id: string;
                    } | {
                        city: string;
                        colony: string;
                        int_number?: string | null;
                        name: string;
                        number: string;
                        phone: string;
                        postal_code: string;
                        reference?: string | null;
                        state_short?: string | null;
                        street: string;
                    };
                    date: string;
                    window: {
                        close: string;
                        ready: string;
                    };
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            colony: string;
                            int_number?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            state_short?: string | null;
                            street: string;
                        };
                        can_cancel: boolean;
                        can_reschedule: boolean;
                        cancelled_at: string | null;
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        carrier_name: string;
                        collected_at: string | null;
                        confirmation_number: string;
                        created_at: string;
                        date: string;
                        guides: {
                            destination: string;
                            guide: string;
                            pieces: number;
                            postal_code: string;
                            recipient: string;
                            shipment_id: string;
                            weight_kg: number;
                        }[];
                        history: {
                            /** @enum {string} */
                            action: "scheduled" | "rescheduled" | "cancelled" | "collected" | "missed";
                            at: string;
                            confirmation_number: string | null;
                            date: string;
                            window: {
                                close: string;
                                ready: string;
                            };
                        }[];
                        id: string;
                        missed_at: string | null;
                        owner: string;
                        pieces: number;
                        /** @enum {string} */
                        status: "scheduled" | "collected" | "missed" | "cancelled";
                        status_label: string;
                        updated_at: string;
                        weight_kg: number;
                        window: {
                            close: string;
                            ready: string;
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PickupsV2Controller_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pickup’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            colony: string;
                            int_number?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            state_short?: string | null;
                            street: string;
                        };
                        can_cancel: boolean;
                        can_reschedule: boolean;
                        cancelled_at: string | null;
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        carrier_name: string;
                        collected_at: string | null;
                        confirmation_number: string;
                        created_at: string;
                        date: string;
                        guides: {
                            destination: string;
                            guide: string;
                            pieces: number;
                            postal_code: string;
                            recipient: string;
                            shipment_id: string;
                            weight_kg: number;
                        }[];
                        history: {
                            /** @enum {string} */
                            action: "scheduled" | "rescheduled" | "cancelled" | "collected" | "missed";
                            at: string;
                            confirmation_number: string | null;
                            date: string;
                            window: {
                                close: string;
                                ready: string;
                            };
                        }[];
                        id: string;
                        missed_at: string | null;
                        owner: string;
                        pieces: number;
                        /** @enum {string} */
                        status: "scheduled" | "collected" | "missed" | "cancelled";
                        status_label: string;
                        updated_at: string;
                        weight_kg: number;
                        window: {
                            close: string;
                            ready: string;
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PickupsV2Controller_manifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pickup’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manifest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountV2Controller_rates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    destination: {
                        postal_code: string;
                        residential?: boolean;
                    };
                    /** @default 1 */
                    guides?: number;
                    min_on_time?: number;
                    origin: {
                        postal_code: string;
                        residential?: boolean;
                    };
                    /**
                     * @default package
                     * @enum {string}
                     */
                    package_type?: "package" | "document" | "tarima";
                    parcels: {
                        height: number;
                        length: number;
                        weight: number;
                        width: number;
                    }[];
                    /** @enum {string} */
                    rule?: "cheapest_on_time";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                            carrier_name: string;
                            estimated_delivery: string | null;
                            id: string;
                            on_time?: {
                                /** @example 90 */
                                period_days: number;
                                /** @example 96.5 */
                                rate: number | null;
                                /** @example 143 */
                                sample: number;
                            };
                            predicted?: {
                                /** @enum {string} */
                                basis: "historial" | "declarado";
                                billed_weight: number;
                                overweight?: {
                                    amount: number;
                                    /** @constant */
                                    currency: "MXN";
                                };
                                similar: number;
                            };
                            price?: {
                                amount: number;
                                /** @constant */
                                currency: "MXN";
                            };
                            recommended?: boolean;
                            remote_area: boolean;
                            service_code: string;
                            service_name: string;
                            surcharges?: {
                                amount?: {
                                    amount: number;
                                    /** @constant */
                                    currency: "MXN";
                                };
                                /** @enum {string} */
                                type: "zona_extendida";
                            }[];
                            transit_days: number;
                        }[];
                        quoted_at: string;
                        recommendation?: {
                            carrier_code: ("DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM") | null;
                            min_on_time: number;
                            reason: string | null;
                            /** @enum {string} */
                            rule: "cheapest_on_time";
                            service_code: string | null;
                        };
                        unavailable: {
                            /** @enum {string} */
                            carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShipmentsV2Controller_setLabelFormat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "pdf" | "pdf_4x6" | "zpl";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "pdf" | "pdf_4x6" | "zpl";
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShipmentsV2Controller_list: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cancellable: boolean;
                            /** @enum {string} */
                            carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                            created_at: string;
                            description: string;
                            destination: {
                                city: string;
                                colony: string;
                                email: string;
                                interior?: string | null;
                                name: string;
                                number: string;
                                phone: string;
                                postal_code: string;
                                reference?: string | null;
                                residential?: boolean;
                                state?: string | null;
                                street: string;
                            };
                            id: string;
                            label: {
                                format: ("pdf-letter" | "pdf-4x6" | "zpl") | null;
                                guide_number: string | null;
                                /** @enum {string} */
                                state: "none" | "pending" | "generated" | "failed" | "cancelled";
                            };
                            /** @enum {string} */
                            mode: "live" | "test";
                            origin: {
                                city: string;
                                colony: string;
                                email: string;
                                interior?: string | null;
                                name: string;
                                number: string;
                                phone: string;
                                postal_code: string;
                                reference?: string | null;
                                residential?: boolean;
                                state?: string | null;
                                street: string;
                            };
                            parcels: {
                                height: number;
                                length: number;
                                weight: number;
                                width: number;
                            }[];
                            price?: {
                                amount: number;
                                /** @constant */
                                currency: "MXN";
                            };
                            refunded: boolean;
                            service_code: string;
                            service_name: string;
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "cancelled";
                            tracking: {
                                delivered_at: string | null;
                                description: string | null;
                                status: ("label_created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "available_for_pickup" | "exception" | "returning" | "cancelled") | null;
                            };
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShipmentsV2Controller_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Una clave por operación (1–255 caracteres): repetir la solicitud con ella devuelve la misma respuesta. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    carrier_rule?: "cheapest" | "fastest";
                    declared_value?: {
                        amount: number;
                        /** @constant */
                        currency: "MXN";
                    };
                    description: string;
                    destination: {
                        city: string;
                        colony: string;
                        email: string;
                        interior?: string | null;
                        name: string;
                        number: string;
                        phone: string;
                        postal_code: string;
                        reference?: string | null;
                        residential?: boolean;
                        state?: string | null;
                        street: string;
                    };
                    origin: {
                        city: string;
                        colony: string;
                        email: string;
                        interior?: string | null;
                        name: string;
                        number: string;
                        phone: string;
                        postal_code: string;
                        reference?: string | null;
                        residential?: boolean;
                        state?: string | null;
                        street: string;
                    };
                    parcels: {
                        height: number;
                        length: number;
                        weight: number;
                        width: number;
                    }[];
                    rate_id?: string;
                    /**
                     * @default box
                     * @enum {string}
                     */
                    shipment_type?: "box" | "document" | "tarima";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancellable: boolean;
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        created_at: string;
                        description: string;
                        destination: {
                            city: string;
                            colony: string;
                            email: string;
                            interior?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            residential?: boolean;
                            state?: string | null;
                            street: string;
                        };
                        id: string;
                        label: {
                            format: ("pdf-letter" | "pdf-4x6" | "zpl") | null;
                            guide_number: string | null;
                            /** @enum {string} */
                            state: "none" | "pending" | "generated" | "failed" | "cancelled";
                        };
                        /** @enum {string} */
                        mode: "live" | "test";
                        origin: {
                            city: string;
                            colony: string;
                            email: string;
                            interior?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            residential?: boolean;
                            state?: string | null;
                            street: string;
                        };
                        parcels: {
                            height: number;
                            length: number;
                            weight: number;
                            width: number;
                        }[];
                        price?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                        refunded: boolean;
                        service_code: string;
                        service_name: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "cancelled";
                        tracking: {
                            delivered_at: string | null;
                            description: string | null;
                            status: ("label_created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "available_for_pickup" | "exception" | "returning" | "cancelled") | null;
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShipmentsV2Controller_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shipment’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancellable: boolean;
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        created_at: string;
                        description: string;
                        destination: {
                            city: string;
                            colony: string;
                            email: string;
                            interior?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            residential?: boolean;
                            state?: string | null;
                            street: string;
                        };
                        id: string;
                        label: {
                            format: ("pdf-letter" | "pdf-4x6" | "zpl") | null;
                            guide_number: string | null;
                            /** @enum {string} */
                            state: "none" | "pending" | "generated" | "failed" | "cancelled";
                        };
                        /** @enum {string} */
                        mode: "live" | "test";
                        origin: {
                            city: string;
                            colony: string;
                            email: string;
                            interior?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            residential?: boolean;
                            state?: string | null;
                            street: string;
                        };
                        parcels: {
                            height: number;
                            length: number;
                            weight: number;
                            width: number;
                        }[];
                        price?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                        refunded: boolean;
                        service_code: string;
                        service_name: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "cancelled";
                        tracking: {
                            delivered_at: string | null;
                            description: string | null;
                            status: ("label_created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "available_for_pickup" | "exception" | "returning" | "cancelled") | null;
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShipmentsV2Controller_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shipment’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancellable: boolean;
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        created_at: string;
                        description: string;
                        destination: {
                            city: string;
                            colony: string;
                            email: string;
                            interior?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            residential?: boolean;
                            state?: string | null;
                            street: string;
                        };
                        id: string;
                        label: {
                            format: ("pdf-letter" | "pdf-4x6" | "zpl") | null;
                            guide_number: string | null;
                            /** @enum {string} */
                            state: "none" | "pending" | "generated" | "failed" | "cancelled";
                        };
                        /** @enum {string} */
                        mode: "live" | "test";
                        origin: {
                            city: string;
                            colony: string;
                            email: string;
                            interior?: string | null;
                            name: string;
                            number: string;
                            phone: string;
                            postal_code: string;
                            reference?: string | null;
                            residential?: boolean;
                            state?: string | null;
                            street: string;
                        };
                        parcels: {
                            height: number;
                            length: number;
                            weight: number;
                            width: number;
                        }[];
                        price?: {
                            amount: number;
                            /** @constant */
                            currency: "MXN";
                        };
                        refunded: boolean;
                        service_code: string;
                        service_name: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "cancelled";
                        tracking: {
                            delivered_at: string | null;
                            description: string | null;
                            status: ("label_created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "available_for_pickup" | "exception" | "returning" | "cancelled") | null;
                        };
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShipmentsV2Controller_label: {
        parameters: {
            query?: {
                format?: "pdf" | "pdf_4x6" | "zpl";
            };
            header?: never;
            path: {
                /** @description The shipment’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zpl": string;
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountV2Controller_tracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The guide number. */
                guide: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        delivered_at: string | null;
                        description: string;
                        events: {
                            at: string;
                            description: string;
                        }[];
                        guide_number: string;
                        status: ("label_created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "available_for_pickup" | "exception" | "returning" | "cancelled") | null;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    RecipientPageV2Controller_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The guide number. */
                guide: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        carrier: "DHL" | "FEDEX" | "ESTAFETA" | "PAQUETEXPRESS" | "REDPACK" | "AMPM";
                        carrier_name: string;
                        carrier_tracking_url: string | null;
                        delivered_at: string | null;
                        events: {
                            date: string;
                            description: string;
                            location: string | null;
                        }[];
                        expected_delivery: string | null;
                        guide: string;
                        opt_out_url: string | null;
                        recipient: {
                            city: string | null;
                            first_name: string | null;
                            state: string | null;
                        };
                        sender: {
                            logo_url: string | null;
                            name: string;
                        };
                        status: ("label_created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "available_for_pickup" | "exception" | "returning" | "cancelled") | null;
                        status_text: string;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_replay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        created_at: string;
                        endpoint_id: string;
                        error: string | null;
                        event_id: string;
                        /** @enum {string} */
                        event_type: "shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed";
                        id: string;
                        last_attempt_at: string | null;
                        latency_ms: number | null;
                        replay_of: string | null;
                        response_body: string | null;
                        response_status: number | null;
                        /** @enum {string} */
                        status: "pending" | "retrying" | "succeeded" | "failed";
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            disabled_at: string | null;
                            enabled: boolean;
                            events: ("shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed")[];
                            failing_since: string | null;
                            id: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            owner: {
                                email: string;
                                id: string;
                            };
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: ("shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed")[];
                    url: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        disabled_at: string | null;
                        enabled: boolean;
                        events: ("shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed")[];
                        failing_since: string | null;
                        id: string;
                        /** @enum {string} */
                        mode: "live" | "test";
                        owner: {
                            email: string;
                            id: string;
                        };
                        secret: string;
                        url: string;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        disabled_at: string | null;
                        enabled: boolean;
                        events: ("shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed")[];
                        failing_since: string | null;
                        id: string;
                        /** @enum {string} */
                        mode: "live" | "test";
                        owner: {
                            email: string;
                            id: string;
                        };
                        url: string;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_deliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The webhook endpoint’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            created_at: string;
                            endpoint_id: string;
                            error: string | null;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "shipment.label_created" | "shipment.label_failed" | "tracking.updated" | "shipment.delivered" | "shipment.exception" | "shipment.cancelled" | "overweight.registered" | "payment.completed" | "wallet.low_balance" | "batch.completed";
                            id: string;
                            last_attempt_at: string | null;
                            latency_ms: number | null;
                            replay_of: string | null;
                            response_body: string | null;
                            response_status: number | null;
                            /** @enum {string} */
                            status: "pending" | "retrying" | "succeeded" | "failed";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_replayRange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    from: string;
                    /** Format: date-time */
                    to: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replayed: number;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WebhooksV2Controller_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        previous_secret_expires_at: string;
                        secret: string;
                    };
                };
            };
            /** @description Datos inválidos: `message` dice el primero en español y `details` cada campo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Sin sesión, o la sesión venció. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El rol no puede hacer esto. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No existe, o no es de quien lo pide. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Choca con lo que ya existe (un duplicado). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ya no está disponible (un enlace vencido o ya usado). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description La solicitud pasa de 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description El cuerpo no es JSON (application/json). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Demasiadas solicitudes: esperar lo que dice el mensaje. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}

// Endpoints whose definition (types/**/endpoints.ts) exists while the server does not answer them yet: contracts
// written ahead of their server code. served.test.ts keeps this list exact; the reliability suites skip these until
// they are served. Take a line off when its endpoint is built; never add one without a page or issue waiting on it.
export const NOT_SERVED_YET: readonly string[] = [
  // Classroom: the console's area
  'DELETE /api/admin/photos/:id',
  'DELETE /api/admin/venues/:id',
  'GET /api/admin/classes/:id/classroom',
  'GET /api/admin/classes/:id/roster',
  'GET /api/admin/classes/:id/sessions',
  'GET /api/admin/leaves',
  'GET /api/admin/ratings',
  'GET /api/admin/seat-moves',
  'GET /api/admin/sessions/:id/attendance',
  'GET /api/admin/venues',
  'POST /api/admin/classes/:id/cancel',
  'POST /api/admin/classes/:id/photos',
  'POST /api/admin/classes/:id/seats',
  'POST /api/admin/classes/:id/sessions',
  'POST /api/admin/leaves/:kind/:id/approve',
  'POST /api/admin/leaves/:kind/:id/reject',
  'POST /api/admin/seats/:id/transfer',
  'POST /api/admin/sessions/:id/cancel',
  'POST /api/admin/venues',
  'PUT /api/admin/classes/:id/classroom',
  'PUT /api/admin/sessions/:id',
  'PUT /api/admin/sessions/:id/attendance',
  'PUT /api/admin/venues/:id'
]

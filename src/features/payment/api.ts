// The providers this server offers (configuration decides; the app then picks what fits its container).
import * as api from '@contract/commerce/endpoints'
import { call } from '@/shared/request'

export const getPayMethods = () => call(api.getPayMethods)

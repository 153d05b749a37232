// The error catalogue: every code the server can answer with (envelope `code`, api-conventions.md), with its
// message in each locale. The server throws only codes listed here (ErrorCode is this list, and a test looks
// through the server's source for any other); it usually sends a more specific Chinese sentence of its own
// (naming the field, the limit, the wait), and the message here is what the code means in general.
// The app imports ErrorCode as a type only: the texts never enter its bundle.

export interface ErrorMessages {
  'zh-Hans': string
  'zh-Hant': string
  en: string
}

export const ERROR_CATALOGUE = {
  // Any endpoint
  VALIDATION: { 'zh-Hans': '提交的内容有误，请检查后重试', 'zh-Hant': '提交的內容有誤，請檢查後重試', en: 'Some of what you entered is not valid. Please check and try again.' },
  BAD_REQUEST: { 'zh-Hans': '请求无效', 'zh-Hant': '請求無效', en: 'The request is not valid.' },
  UNSUPPORTED_MEDIA_TYPE: { 'zh-Hans': '不支持的请求格式', 'zh-Hant': '不支援的請求格式', en: 'This request format is not supported.' },
  PAYLOAD_TOO_LARGE: { 'zh-Hans': '提交的内容太大', 'zh-Hant': '提交的內容太大', en: 'What you sent is too large.' },
  RATE_LIMITED: { 'zh-Hans': '操作太频繁，请稍后再试', 'zh-Hant': '操作太頻繁，請稍後再試', en: 'Too many requests. Please try again later.' },
  UNAUTHENTICATED: { 'zh-Hans': '请先登录', 'zh-Hant': '請先登入', en: 'Please sign in first.' },
  FORBIDDEN: { 'zh-Hans': '没有权限进行此操作', 'zh-Hant': '沒有權限進行此操作', en: 'You are not allowed to do this.' },
  NOT_FOUND: { 'zh-Hans': '内容不存在', 'zh-Hant': '內容不存在', en: 'Not found.' },
  CONFLICT: { 'zh-Hans': '操作冲突，请刷新后重试', 'zh-Hant': '操作衝突，請重新整理後重試', en: 'This conflicts with a change made meanwhile. Please refresh and try again.' },
  NOT_CONFIGURED: { 'zh-Hans': '该功能尚未开通', 'zh-Hant': '該功能尚未開通', en: 'This feature is not set up.' },
  DATABASE_UNAVAILABLE: { 'zh-Hans': '服务暂时不可用，请稍后再试（数据库连接中断，恢复后即可继续）', 'zh-Hant': '服務暫時無法使用，請稍後再試（資料庫連線中斷，恢復後即可繼續）', en: 'The service is briefly unavailable (its database cannot be reached). Please try again in a moment.' },
  INTERNAL: { 'zh-Hans': '服务器出了一些问题', 'zh-Hant': '伺服器出了一些問題', en: 'Something went wrong on our side.' },
  // Files
  UNSUPPORTED_FILE: { 'zh-Hans': '不支持该文件类型', 'zh-Hant': '不支援該檔案類型', en: 'This file type is not supported.' },
  UPLOAD_INCOMPLETE: { 'zh-Hans': '文件上传不完整，请重新上传', 'zh-Hant': '檔案上傳不完整，請重新上傳', en: 'The upload was incomplete. Please upload again.' },
  // Identity: login, SMS codes, WeChat, profile, addresses
  LOGIN_FAILED: { 'zh-Hans': '手机号或密码错误', 'zh-Hant': '手機號碼或密碼錯誤', en: 'Wrong phone number or password.' },
  ACCOUNT_DISABLED: { 'zh-Hans': '该账号已停用，请联系客服', 'zh-Hant': '該帳號已停用，請聯絡客服', en: 'This account has been disabled. Please contact support.' },
  ACCOUNT_ALREADY_DISABLED: { 'zh-Hans': '该账号已停用', 'zh-Hant': '該帳號已停用', en: 'This account is already disabled.' },
  ACCOUNT_NOT_DISABLED: { 'zh-Hans': '该账号未停用，无需启用', 'zh-Hant': '該帳號未停用，無需啟用', en: 'This account is not disabled.' },
  SELF_LOCKOUT: { 'zh-Hans': '不能停用自己的账号，也不能移除自己的管理员角色', 'zh-Hant': '不能停用自己的帳號，也不能移除自己的管理員角色', en: 'You cannot disable your own account or remove your own admin role.' },
  LOGIN_THROTTLED: { 'zh-Hans': '尝试次数过多，请稍后再试', 'zh-Hant': '嘗試次數過多，請稍後再試', en: 'Too many attempts. Please wait and try again.' },
  WRONG_PASSWORD: { 'zh-Hans': '原密码错误', 'zh-Hant': '原密碼錯誤', en: 'The current password is wrong.' },
  PASSWORD_NOT_SET: { 'zh-Hans': '还没有设置登录密码，请先设置密码', 'zh-Hant': '尚未設定登入密碼，請先設定密碼', en: 'No password is set yet. Please set one first.' },
  PASSWORD_ALREADY_SET: { 'zh-Hans': '已设置过登录密码，请通过原密码或短信验证码修改', 'zh-Hant': '已設定過登入密碼，請透過原密碼或簡訊驗證碼修改', en: 'A password is already set. Change it with the current password or an SMS code.' },
  SMS_COOLDOWN: { 'zh-Hans': '验证码发送太频繁，请稍后再试', 'zh-Hant': '驗證碼發送太頻繁，請稍後再試', en: 'Codes are being sent too often. Please wait a moment.' },
  SMS_DAILY_LIMIT: { 'zh-Hans': '今日获取验证码次数已达上限，请明天再试', 'zh-Hant': '今日取得驗證碼次數已達上限，請明天再試', en: 'Today\'s limit of codes is reached. Please try again tomorrow.' },
  SMS_SEND_FAILED: { 'zh-Hans': '短信发送失败，请稍后再试', 'zh-Hant': '簡訊發送失敗，請稍後再試', en: 'The SMS could not be sent. Please try again later.' },
  SMS_CODE_WRONG: { 'zh-Hans': '验证码错误', 'zh-Hant': '驗證碼錯誤', en: 'Wrong verification code.' },
  SMS_CODE_INVALID: { 'zh-Hans': '验证码已失效，请重新获取', 'zh-Hant': '驗證碼已失效，請重新取得', en: 'The code has expired. Please request a new one.' },
  PHONE_MISMATCH: { 'zh-Hans': '验证码只能发送到当前账号绑定的手机号', 'zh-Hant': '驗證碼只能發送到目前帳號綁定的手機號碼', en: 'Codes can only be sent to this account\'s phone.' },
  PHONE_TAKEN: { 'zh-Hans': '该手机号已绑定其他账号', 'zh-Hant': '該手機號碼已綁定其他帳號', en: 'This phone number belongs to another account.' },
  SAME_PHONE: { 'zh-Hans': '新手机号与当前手机号相同', 'zh-Hant': '新手機號碼與目前手機號碼相同', en: 'The new number is the same as the current one.' },
  WECHAT_LOGIN_FAILED: { 'zh-Hans': '微信登录已失效，请重试', 'zh-Hant': '微信登入已失效，請重試', en: 'WeChat sign-in expired. Please try again.' },
  WECHAT_PHONE_FAILED: { 'zh-Hans': '手机号授权已失效，请重新授权', 'zh-Hant': '手機號碼授權已失效，請重新授權', en: 'Phone authorisation expired. Please authorise again.' },
  WECHAT_NOT_BOUND: { 'zh-Hans': '当前账号未绑定微信', 'zh-Hant': '目前帳號未綁定微信', en: 'This account is not linked to WeChat.' },
  WECHAT_CODE_INVALID: { 'zh-Hans': '微信授权已失效，请重试', 'zh-Hant': '微信授權已失效，請重試', en: 'WeChat authorisation expired. Please try again.' },
  WECHAT_UNAVAILABLE: { 'zh-Hans': '微信服务暂时不可用，请稍后重试', 'zh-Hant': '微信服務暫時無法使用，請稍後重試', en: 'WeChat is not reachable right now. Please try again later.' },
  INVALID_REGION: { 'zh-Hans': '请选择正确的所在地区', 'zh-Hant': '請選擇正確的所在地區', en: 'Please choose a valid region.' },
  DEFAULT_REQUIRED: { 'zh-Hans': '默认地址不能取消，请将其他地址设为默认', 'zh-Hant': '預設地址不能取消，請將其他地址設為預設', en: 'The default address cannot be unset; make another one the default.' },
  ADDRESS_LIMIT: { 'zh-Hans': '地址数量已达上限，请先删除不用的地址', 'zh-Hant': '地址數量已達上限，請先刪除不用的地址', en: 'Address limit reached. Please delete one you no longer use.' },
  // Catalog: goods, classes and sessions, coupons, points
  GOODS_OFF_SALE: { 'zh-Hans': '商品已下架', 'zh-Hant': '商品已下架', en: 'This item is no longer on sale.' },
  CLASS_REQUIRED: { 'zh-Hans': '请选择班级', 'zh-Hant': '請選擇班級', en: 'Please choose a class.' },
  CLASS_NOT_FOUND: { 'zh-Hans': '班级不存在', 'zh-Hant': '班級不存在', en: 'This class does not exist.' },
  CLASS_FULL: { 'zh-Hans': '该班级已满员，请选择其他班级', 'zh-Hant': '該班級已額滿，請選擇其他班級', en: 'This class is full. Please choose another.' },
  CLASS_ENDED: { 'zh-Hans': '该班级已结课，请选择其他班级', 'zh-Hant': '該班級已結課，請選擇其他班級', en: 'This class has ended. Please choose another.' },
  CLASS_OFF_SALE: { 'zh-Hans': '该班级已停止报名，请选择其他班级', 'zh-Hant': '該班級已停止報名，請選擇其他班級', en: 'This class is closed for sign-up. Please choose another.' },
  SESSION_REQUIRED: { 'zh-Hans': '请选择考试场次', 'zh-Hant': '請選擇考試場次', en: 'Please choose an exam session.' },
  SESSION_NOT_FOUND: { 'zh-Hans': '考试场次不存在', 'zh-Hant': '考試場次不存在', en: 'This exam session does not exist.' },
  CAPACITY_BELOW_TAKEN: { 'zh-Hans': '名额不能少于已报名人数', 'zh-Hant': '名額不能少於已報名人數', en: 'Capacity cannot be lower than the seats already taken.' },
  BUNDLE_ITEM_INVALID: { 'zh-Hans': '套餐内容无效', 'zh-Hant': '套餐內容無效', en: 'A bundle can only contain existing goods that are not bundles.' },
  AGREEMENT_INVALID: { 'zh-Hans': '所选协议不存在', 'zh-Hant': '所選協議不存在', en: 'A chosen agreement does not exist.' },
  PUBLISH_AT_PAST: { 'zh-Hans': '定时上架时间应晚于当前时间', 'zh-Hant': '定時上架時間應晚於目前時間', en: 'The scheduled time must be in the future.' },
  SESSION_FULL: { 'zh-Hans': '该场次已满员，请选择其他场次', 'zh-Hant': '該場次已額滿，請選擇其他場次', en: 'This session is full. Please choose another.' },
  SESSION_CLOSED: { 'zh-Hans': '该场次已截止报名，请选择其他场次', 'zh-Hant': '該場次已截止報名，請選擇其他場次', en: 'Registration for this session has closed. Please choose another.' },
  SEAT_TAKEN: { 'zh-Hans': '名额已满，请重新选择', 'zh-Hant': '名額已滿，請重新選擇', en: 'No seats left. Please choose again.' },
  COUPON_UNAVAILABLE: { 'zh-Hans': '优惠券已被使用或已过期', 'zh-Hant': '優惠券已被使用或已過期', en: 'This coupon is used or expired.' },
  COUPON_NOT_APPLICABLE: { 'zh-Hans': '该优惠券不适用于此商品', 'zh-Hant': '該優惠券不適用於此商品', en: 'This coupon does not apply to this item.' },
  COUPON_MIN_SPEND: { 'zh-Hans': '当前金额未达到优惠券使用门槛', 'zh-Hant': '目前金額未達到優惠券使用門檻', en: 'The amount is below this coupon\'s minimum spend.' },
  COUPON_RECEIVED: { 'zh-Hans': '您已领取过该优惠券', 'zh-Hant': '您已領取過該優惠券', en: 'You already have this coupon.' },
  COUPON_SOLD_OUT: { 'zh-Hans': '优惠券已被领完', 'zh-Hant': '優惠券已被領完', en: 'This coupon has run out.' },
  COUPON_ENDED: { 'zh-Hans': '该优惠券活动已结束', 'zh-Hant': '該優惠券活動已結束', en: 'This coupon campaign has ended.' },
  COUPON_CODE_TAKEN: { 'zh-Hans': '领取码已被其他优惠券使用', 'zh-Hant': '領取碼已被其他優惠券使用', en: 'This share code is used by another coupon.' },
  COUPON_STOCK_BELOW_ISSUED: { 'zh-Hans': '发放总量不能少于已发放的数量', 'zh-Hant': '發放總量不能少於已發放的數量', en: 'The total cannot be less than what was already handed out.' },
  POINTS_NOT_ENOUGH: { 'zh-Hans': '积分不足', 'zh-Hant': '積分不足', en: 'Not enough points.' },
  // Commerce: orders, payment, refunds, invoices
  AGREEMENT_REQUIRED: { 'zh-Hans': '请先阅读并同意购买协议', 'zh-Hant': '請先閱讀並同意購買協議', en: 'Please read and accept the purchase agreement first.' },
  ADDRESS_REQUIRED: { 'zh-Hans': '请选择收货地址', 'zh-Hant': '請選擇收貨地址', en: 'Please choose a delivery address.' },
  ORDER_CHANGED: { 'zh-Hans': '订单状态已变化，请刷新后重试', 'zh-Hant': '訂單狀態已變化，請重新整理後重試', en: 'The order has changed. Please refresh and try again.' },
  ORDER_CLOSED: { 'zh-Hans': '订单已关闭，请重新下单', 'zh-Hant': '訂單已關閉，請重新下單', en: 'The order is closed. Please place a new one.' },
  ORDER_PAID: { 'zh-Hans': '订单已支付', 'zh-Hant': '訂單已付款', en: 'The order is already paid.' },
  ORDER_NOT_PAID: { 'zh-Hans': '订单未支付', 'zh-Hant': '訂單未付款', en: 'The order is not paid.' },
  CANCEL_FAILED: { 'zh-Hans': '取消失败，请稍后再试', 'zh-Hant': '取消失敗，請稍後再試', en: 'Could not cancel. Please try again later.' },
  PAY_CHANNEL_UNAVAILABLE: { 'zh-Hans': '当前不支持该支付方式', 'zh-Hant': '目前不支援該付款方式', en: 'This payment method is not available here.' },
  PAY_START_FAILED: { 'zh-Hans': '发起支付失败，请稍后再试', 'zh-Hant': '發起付款失敗，請稍後再試', en: 'Could not start the payment. Please try again later.' },
  PAY_CONFIRM_FAILED: { 'zh-Hans': '支付确认失败，请重新发起支付', 'zh-Hant': '付款確認失敗，請重新發起付款', en: 'The payment could not be confirmed. Please pay again.' },
  OPENID_REQUIRED: { 'zh-Hans': '请在微信小程序中支付，或使用扫码支付', 'zh-Hant': '請在微信小程式中付款，或使用掃碼付款', en: 'Please pay in the WeChat mini-program, or scan the code.' },
  OA_OPENID_REQUIRED: { 'zh-Hans': '请先完成微信授权，再支付', 'zh-Hant': '請先完成微信授權，再付款', en: 'Please authorise WeChat first, then pay.' },
  REFUND_OPEN: { 'zh-Hans': '该订单已有退款申请正在处理', 'zh-Hant': '該訂單已有退款申請正在處理', en: 'A refund of this order is already in progress.' },
  REFUND_STATE: { 'zh-Hans': '退款申请的状态不允许此操作', 'zh-Hant': '退款申請的狀態不允許此操作', en: 'The refund is not in a state that allows this.' },
  REFUND_TOO_MUCH: { 'zh-Hans': '退款金额不能超过实付金额', 'zh-Hant': '退款金額不能超過實付金額', en: 'A refund cannot exceed the amount paid.' },
  REFUND_NOTHING: { 'zh-Hans': '该订单实付金额为0，无需退款', 'zh-Hant': '該訂單實付金額為0，無需退款', en: 'Nothing was paid for this order, so there is nothing to refund.' },
  REFUND_NO_PAYMENT: { 'zh-Hans': '找不到该订单的支付记录，无法原路退款', 'zh-Hant': '找不到該訂單的付款紀錄，無法原路退款', en: 'No payment of this order was found to refund to.' },
  REFUND_PAYOUT_FAILED: { 'zh-Hans': '退款发起失败，请稍后重试', 'zh-Hant': '退款發起失敗，請稍後重試', en: 'The refund could not be started. Please try again later.' },
  REFUND_PAYOUT_UNKNOWN: { 'zh-Hans': '退款结果暂未确认，请稍后重试', 'zh-Hant': '退款結果暫未確認，請稍後重試', en: 'The refund result is not confirmed yet. Please try again later.' },
  REFUND_BUNDLE_CREDITED: { 'zh-Hans': '该订单的商品已在套餐中抵扣了价格，请先处理套餐订单', 'zh-Hant': '該訂單的商品已在套餐中折抵了價格，請先處理套餐訂單', en: 'A bundle was priced down for this order\'s items; refund or cancel the bundle first.' },
  INVOICE_EXISTS: { 'zh-Hans': '该订单已申请过发票', 'zh-Hant': '該訂單已申請過發票', en: 'An invoice was already requested for this order.' },
  INVOICE_NOT_NEEDED: { 'zh-Hans': '实付金额为0的订单无需开具发票', 'zh-Hant': '實付金額為0的訂單無需開立發票', en: 'No invoice is needed for an order with nothing paid.' },
  NOT_SHIPPED: { 'zh-Hans': '该订单无需邮寄', 'zh-Hant': '該訂單無需郵寄', en: 'This order is not shipped.' },
  PAYMENT_ISSUE_NONE: { 'zh-Hans': '该订单没有支付异常', 'zh-Hant': '該訂單沒有付款異常', en: 'This order has no payment issue.' },
  PAYMENT_ISSUE_RESOLVED: { 'zh-Hans': '该订单的支付异常已处理过', 'zh-Hant': '該訂單的付款異常已處理過', en: 'This payment issue was already resolved.' },
  // Content
  FAQ_CATEGORY_IN_USE: { 'zh-Hans': '该分类下还有常见问题，请先移走或删除这些问题', 'zh-Hant': '該分類下還有常見問題，請先移走或刪除這些問題', en: 'This category still has FAQ. Move or delete them first.' },
  FAQ_CATEGORY_TAKEN: { 'zh-Hans': '已有同名的分类', 'zh-Hant': '已有同名的分類', en: 'A category with this name already exists.' },
  FAQ_CATEGORY_INVALID: { 'zh-Hans': '所选分类不存在，请刷新后重新选择', 'zh-Hant': '所選分類不存在，請重新整理後重新選擇', en: 'The chosen category does not exist. Please refresh and choose again.' },
  QUESTIONNAIRE_ALREADY_SUBMITTED: { 'zh-Hans': '你已提交过这份问卷，感谢参与', 'zh-Hant': '你已提交過這份問卷，感謝參與', en: 'You have already submitted this questionnaire. Thank you.' },
  QUESTIONNAIRE_CLOSED: { 'zh-Hans': '问卷已截止，不能再提交', 'zh-Hant': '問卷已截止，不能再提交', en: 'This questionnaire is closed.' },
  QUESTIONNAIRE_ANSWER_REQUIRED: { 'zh-Hans': '还有必答题没有回答', 'zh-Hant': '還有必答題沒有回答', en: 'Some required questions are not answered.' },
  QUESTIONNAIRE_ANSWER_INVALID: { 'zh-Hans': '答案不符合题目要求，请刷新后重新填写', 'zh-Hant': '答案不符合題目要求，請重新整理後重新填寫', en: 'An answer does not fit its question. Please refresh and try again.' },
  QUESTIONNAIRE_LOCKED: { 'zh-Hans': '问卷已有人提交，题目不能再修改，只能修改标题、说明和截止时间', 'zh-Hant': '問卷已有人提交，題目不能再修改，只能修改標題、說明和截止時間', en: 'This questionnaire has responses: its questions can no longer change, only its title, description and closing time.' },
  CONTENT_GOODS_INVALID: { 'zh-Hans': '所选课程不存在，请刷新后重新选择', 'zh-Hant': '所選課程不存在，請重新整理後重新選擇', en: 'A chosen course does not exist. Please refresh and choose again.' },
  // Content: AI assistant
  AI_RATE_LIMITED: { 'zh-Hans': '提问太频繁，请稍等一分钟再问', 'zh-Hant': '提問太頻繁，請稍等一分鐘再問', en: 'You are asking too fast. Please wait a minute.' },
  AI_DAILY_LIMIT: { 'zh-Hans': '今天的提问次数已用完，请明天再来', 'zh-Hant': '今天的提問次數已用完，請明天再來', en: 'You have used today\'s questions. Please come back tomorrow.' },
  AI_ANSWER_REVIEWED: { 'zh-Hans': '这条回答已审阅过', 'zh-Hant': '這則回答已審閱過', en: 'This answer has already been reviewed.' },
  BANNER_LINK_INVALID: { 'zh-Hans': '轮播图的跳转目标无效，请检查后重试', 'zh-Hant': '輪播圖的跳轉目標無效，請檢查後重試', en: 'The banner\'s link target is not valid. Please check it and try again.' },
  // Tools: saved calculations
  CALCULATION_LIMIT: { 'zh-Hans': '保存的计算已达上限，请先删除不用的计算', 'zh-Hant': '儲存的計算已達上限，請先刪除不用的計算', en: 'You have saved as many calculations as allowed. Please delete one you no longer need.' },
  CALCULATION_KIND_MISMATCH: { 'zh-Hans': '计算类型不能更改', 'zh-Hant': '計算類型不能更改', en: 'A calculation cannot change its kind.' },
  // Commerce: a second purchase of what the buyer holds or is paying for
  ALREADY_PURCHASED: { 'zh-Hans': '你已购买该课程', 'zh-Hant': '你已購買該課程', en: 'You have already bought this.' },
  ALREADY_REGISTERED: { 'zh-Hans': '你已报名该考试', 'zh-Hant': '你已報名該考試', en: 'You have already registered for this exam.' },
  ORDER_PENDING: { 'zh-Hans': '你有一笔该商品的待支付订单，请先支付或取消', 'zh-Hant': '你有一筆該商品的待付款訂單，請先付款或取消', en: 'You have an unpaid order for this. Please pay or cancel it first.' },
  // Console
  NOTHING_CHANGED: { 'zh-Hans': '没有需要保存的更改', 'zh-Hant': '沒有需要儲存的變更', en: 'There is nothing to save: nothing was changed.' },
  INVOICE_ORDER_REFUNDED: { 'zh-Hans': '该订单已全额退款，不能再开票或寄出发票', 'zh-Hant': '該訂單已全額退款，不能再開票或寄出發票', en: 'This order has been fully refunded; its invoice cannot be issued or posted.' },
} as const satisfies Record<string, ErrorMessages>

/** A stable code a program (and a test) can switch on; the message is for people. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE


// Namespace `account` in Simplified Chinese, the source shape.
// Login and the mine tab (main package).
const account = {
  login: {
    welcome: '欢迎来到{name}',
    subtitle: '登录后可购买课程、报名考试、查看证书',
    bySms: '验证码登录',
    byPassword: '密码登录',
    wechatQuick: '手机号快捷登录',
    phonePlaceholder: '请输入手机号',
    accountPlaceholder: '请输入手机号（账号）',
    codePlaceholder: '请输入6位验证码',
    passwordPlaceholder: '请输入密码',
    getCode: '获取验证码',
    resendIn: '{seconds}秒后重发',
    codeSent: '验证码已发送',
    codeInvalid: '请输入6位数字验证码',
    passwordRequired: '请输入密码',
    submit: '登录',
    success: '登录成功',
    agreePrefix: '我已阅读并同意',
    userAgreement: '《用户协议》',
    and: '和',
    privacyPolicy: '《隐私政策》',
    mustAgree: '请先阅读并同意用户协议和隐私政策',
    privacyPrompt: '在使用手机号快捷登录前，请阅读并同意《隐私政策》。我们仅将手机号用于账号登录和课程服务通知。',
    privacyAgree: '同意并继续',
    privacyDisagree: '暂不同意'
  },
  mine: {
    guest: '未登录',
    loginHint: '登录后查看订单、优惠券和证书',
    login: '登录/注册',
    unnamed: '未设置姓名',
    orderShortcuts: { all: '全部订单', unpaid: '待支付', paid: '已支付', refunding: '退款中', refunded: '已退款' },
    entries: {
      orders: '我的订单',
      onlineSchool: '网校',
      classes: '我的班级',
      exams: '我的考试',
      certificates: '我的证书',
      coupons: '我的优惠券',
      points: '我的积分',
      profile: '个人信息',
      address: '地址管理',
      calculators: '健身房计算器',
      password: '修改登录密码',
      agreements: '商品协议',
      setting: '设置',
      questionnaire: '调查问卷'
    },
    staff: {
      sections: { teacher: '讲师', sales: '销售', academic: '教务', ep: 'EP结算', edu: '教育结算', judge: '考官' },
      links: {
        teacherCourse: '讲师课程',
        teacherClasses: '我的班级',
        teacherArrange: '我的班级安排',
        teacherGrading: '批改作业',
        teacherLeave: '请假申请',
        teacherRatings: '评估',
        salesClasses: '班级招生情况',
        salesPerformance: '我的业绩',
        salesLeads: '销售线索',
        salesCoupons: '发放优惠券',
        salesWithdraw: '佣金提现',
        epClasses: '我的班级',
        epSettlement: '班级结算',
        epMonths: '月度开班记录',
        epPayments: 'EP付款明细',
        eduClasses: '我的班级',
        eduMonths: '月度开班记录',
        judgeIndex: '考评',
      }
    }
  }
} as const

export default account
